import { assertSingleSelect, isEngineError, type SqlDialect } from '@tessera/engine';
import { AppError } from '../http/app-error.js';
import { toDatasourceError } from '../datasource/failures.js';

/**
 * Custom SQL is checked on the source dialect's own parser before it is saved or run (exactly
 * one read-only SELECT, SECURITY C4); the execution is read-only anyway (issue 6).
 */
export async function checkCustomSql(sql: string, dialect: SqlDialect): Promise<void> {
  try {
    await assertSingleSelect(sql, dialect.id as 'duckdb' | 'postgresql' | 'mysql');
  } catch (error) {
    if (isEngineError(error)) {
      const { reason, position } = error.details ?? {};
      if (reason === 'syntax')
        throw new AppError(400, 'DATASET_SQL_INVALID', undefined, {
          position: typeof position === 'number' ? position + 1 : '?',
        });
      throw new AppError(400, 'DATASET_SQL_REFUSED', undefined, {
        reason: typeof reason === 'string' ? reason.replaceAll('_', ' ') : 'refused',
      });
    }
    throw error;
  }
}

const MAX_REASON = 300;

/**
 * The stored form of custom SQL: trimmed, without the trailing semicolons that end a statement
 * (inside the subquery the engine wraps it in, one would be a syntax error).
 */
export const normaliseCustomSql = (sql: string) => sql.trim().replace(/(;\s*)+$/, '');

/**
 * A failure running the user's own SQL: the database's words help them fix it (an unknown
 * column, a type mismatch), so they are shown, bounded. Connection failures keep their codes.
 */
export function customSqlError(error: unknown): AppError {
  if (isEngineError(error) && error.code === 'ENGINE_QUERY_FAILED') {
    const message = error.details?.driverMessage;
    if (typeof message === 'string' && message.length > 0)
      return new AppError(400, 'DATASET_SQL_FAILED', undefined, {
        reason: message.slice(0, MAX_REASON),
      });
  }
  return toDatasourceError(error);
}
