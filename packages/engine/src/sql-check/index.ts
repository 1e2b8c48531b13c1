// Custom SQL datasets run exactly one read-only SELECT (DESIGN §5, SECURITY C4). This check is
// the first line, on a real parser's tree for the source's dialect; the drivers' read-only
// execution (one prepared statement, a READ ONLY transaction or session, DuckDB without
// external access) is the second, and stops what a parser difference could let through.
import { EngineError } from '../errors.js';
import { dialectById } from '../dialects/registry.js';
import type { SqlCheckOptions, SqlCheckResult } from './types.js';

export { SQL_REFUSALS } from './types.js';
export type { SqlCheckDialect, SqlCheckOptions, SqlCheckResult, SqlRefusal } from './types.js';

/**
 * Whether `sql` is exactly one SELECT that reads no files and calls nothing with side effects,
 * judged by the registered dialect's own check (Dialect.checkSql).
 */
export async function checkSingleSelect(
  sql: string,
  dialectId: string,
  options?: SqlCheckOptions,
): Promise<SqlCheckResult> {
  return dialectById(dialectId).checkSql(sql, options);
}

/**
 * Throws ENGINE_SQL_SYNTAX (the parser did not accept the text) or ENGINE_SQL_REFUSED (anything
 * else but one plain SELECT), with `{ reason, position, subject }` in the details (subject: the
 * function or relation refused); the message carries no SQL.
 */
export async function assertSingleSelect(
  sql: string,
  dialectId: string,
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
