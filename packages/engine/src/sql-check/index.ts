// Custom SQL datasets run exactly one read-only SELECT (DESIGN §5, SECURITY C4). This check is
// the first line, on a real parser's tree for the source's dialect; the drivers' read-only
// execution (one prepared statement, a READ ONLY transaction or session, DuckDB without
// external access) is the second, and stops what a parser difference could let through.
import { EngineError } from '../errors.js';
import { checkDuckDB } from './duckdb.js';
import { checkMysql } from './mysql.js';
import { checkPostgresql } from './postgresql.js';
import type { SqlCheckDialect, SqlCheckOptions, SqlCheckResult } from './types.js';

export { SQL_REFUSALS } from './types.js';
export type { SqlCheckDialect, SqlCheckOptions, SqlCheckResult, SqlRefusal } from './types.js';

const CHECKS: Record<
  SqlCheckDialect,
  (sql: string, options?: SqlCheckOptions) => Promise<SqlCheckResult>
> = {
  duckdb: checkDuckDB,
  postgresql: checkPostgresql,
  mysql: checkMysql,
};

/** Whether `sql` is exactly one SELECT that reads no files and calls nothing with side effects. */
export async function checkSingleSelect(
  sql: string,
  dialectId: SqlCheckDialect,
  options?: SqlCheckOptions,
): Promise<SqlCheckResult> {
  const check = CHECKS[dialectId];
  if (!check) throw new EngineError('ENGINE_UNSUPPORTED', 'No SQL check for this dialect');
  if (options?.tables && dialectId !== 'duckdb')
    throw new EngineError('ENGINE_UNSUPPORTED', 'A table allow-list is checked on DuckDB only');
  return check(sql, options);
}

/**
 * Throws ENGINE_SQL_SYNTAX (the parser did not accept the text) or ENGINE_SQL_REFUSED (anything
 * else but one plain SELECT), with `{ reason, position, subject }` in the details (subject: the
 * function or relation refused); the message carries no SQL.
 */
export async function assertSingleSelect(
  sql: string,
  dialectId: SqlCheckDialect,
  options?: SqlCheckOptions,
): Promise<void> {
  const result = await checkSingleSelect(sql, dialectId, options);
  if (result.ok) return;
  const details: Record<string, unknown> = { reason: result.reason };
  if (result.position !== undefined) details.position = result.position;
  if (result.subject !== undefined) details.subject = result.subject;
  if (result.reason === 'syntax')
    throw new EngineError('ENGINE_SQL_SYNTAX', 'The SQL could not be parsed', details);
  throw new EngineError('ENGINE_SQL_REFUSED', 'Only one read-only SELECT is allowed', details);
}
