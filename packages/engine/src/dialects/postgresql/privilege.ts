import type { Driver, ExecuteOptions } from '../types.js';

/**
 * A superuser reads and writes any server file (pg_read_file, COPY … PROGRAM, lo_import) and
 * can change any setting; the predefined roles pg_read_server_files, pg_write_server_files and
 * pg_execute_server_program grant the file and program parts to ordinary logins (PostgreSQL
 * 11+). Membership counts however it is inherited.
 */
const PRIVILEGED_SQL = `SELECT r.rolsuper
  OR pg_has_role(current_user, 'pg_read_server_files', 'MEMBER')
  OR pg_has_role(current_user, 'pg_write_server_files', 'MEMBER')
  OR pg_has_role(current_user, 'pg_execute_server_program', 'MEMBER') AS privileged
FROM pg_roles r WHERE r.rolname = current_user`;

export async function postgresqlLoginPrivileged(
  driver: Driver,
  options?: ExecuteOptions,
): Promise<boolean> {
  const { rows } = await driver.execute(PRIVILEGED_SQL, [], options);
  return rows[0]?.privileged === true;
}
