import type { Driver, ExecuteOptions } from '../types.js';

/**
 * MySQL, MariaDB and TiDB list a login's global privileges in information_schema.USER_PRIVILEGES
 * (ALL PRIVILEGES ON *.* appears as each privilege). FILE reads and writes server files
 * (LOAD_FILE, INTO OUTFILE); SUPER changes global settings and ends other sessions. A login
 * that may read the view for other accounts sees their rows too, so the grantee is matched to
 * CURRENT_USER() ('user'@'host'; the host part follows the last @). Privileges held only
 * through a role are not seen here.
 */
const PRIVILEGED_SQL = `SELECT COUNT(*) AS n FROM information_schema.USER_PRIVILEGES
WHERE PRIVILEGE_TYPE IN ('SUPER', 'FILE')
  AND GRANTEE = CONCAT('''',
    LEFT(CURRENT_USER(), CHAR_LENGTH(CURRENT_USER()) - CHAR_LENGTH(SUBSTRING_INDEX(CURRENT_USER(), '@', -1)) - 1),
    '''@''', SUBSTRING_INDEX(CURRENT_USER(), '@', -1), '''')`;

export async function mysqlLoginPrivileged(
  driver: Driver,
  options?: ExecuteOptions,
): Promise<boolean> {
  const { rows } = await driver.execute(PRIVILEGED_SQL, [], options);
  return Number(rows[0]?.n ?? 0) > 0;
}
