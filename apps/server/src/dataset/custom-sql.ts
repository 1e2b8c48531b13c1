import {
  assertSingleSelect,
  isEngineError,
  type Source,
  type SqlCheckOptions,
  type SqlDialect,
} from '@tessera/engine';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { toDatasourceError } from '../datasource/failures.js';
import { readableWarehouseTables } from '../datasource/warehouse-tables.js';
import { refusalReason, refusedTableName } from './sql-refusals.js';

/** The data source custom SQL runs on, as far as its check cares. */
export interface SqlSourceRow {
  builtin: number;
  org_id: number;
}

/**
 * What custom SQL on a source may read beyond the dialect's allow-lists: on the shared
 * warehouse only the tables of the source's organisation (its uploads, its extracts, the demo
 * table; issue 19 part 4). The builtin source row is per organisation, so its org is the caller's.
 */
export async function sqlCheckOptions(db: Db, source: SqlSourceRow): Promise<SqlCheckOptions> {
  if (!source.builtin) return {};
  return { tables: new Set((await readableWarehouseTables(db, source.org_id)).keys()) };
}

/**
 * Custom SQL is checked on the source dialect's own parser before it is saved or run (exactly
 * one read-only SELECT whose functions and relations are on the dialect's allow-lists,
 * SECURITY C4); the execution is read-only anyway (issue 6). A refusal says why in the
 * caller's language and names the function or relation, never the SQL.
 */
export async function checkCustomSql(
  sql: string,
  dialect: SqlDialect,
  options: SqlCheckOptions = {},
): Promise<void> {
  try {
    await assertSingleSelect(sql, dialect.id, options);
  } catch (error) {
    if (isEngineError(error)) {
      const { reason, position, subject } = error.details ?? {};
      if (reason === 'syntax')
        throw new AppError(400, 'DATASET_SQL_INVALID', undefined, {
          position: typeof position === 'number' ? position + 1 : '?',
        });
      // On the warehouse a table outside the organisation's own is the likely mistake: say so.
      if (reason === 'forbidden_table_source' && options.tables)
        throw new AppError(400, 'DATASET_SQL_TABLE_REFUSED', undefined, {
          name: refusedTableName(typeof subject === 'string' ? subject : undefined),
        });
      throw new AppError(400, 'DATASET_SQL_REFUSED', undefined, {
        reason: refusalReason(
          typeof reason === 'string' ? reason : 'not_select',
          typeof subject === 'string' ? subject : undefined,
        ),
      });
    }
    throw error;
  }
}

/** How many stored texts' verdicts are remembered (each check of MySQL's is a worker trip). */
const PASSED_MEMORY = 1_000;
const passed = new Set<string>();

/**
 * Checks the custom SQL inside a stored dataset's source again before it runs (a chart read,
 * an extract sync): text saved before the check's allow-lists existed must not run now
 * (issue 18: a saved dataset read /etc/passwd into the warehouse at each sync). Texts that
 * passed are remembered, so a dashboard's queries do not queue on the parser; on the shared
 * warehouse per organisation (what one may read there, another may not).
 */
export async function checkStoredSql(
  db: Db,
  row: SqlSourceRow,
  source: Source,
  dialect: SqlDialect,
): Promise<void> {
  if (source.kind === 'join') {
    await checkStoredSql(db, row, source.left, dialect);
    await checkStoredSql(db, row, source.right, dialect);
    return;
  }
  if (source.kind !== 'sql') return;
  const key = `${dialect.id}\0${row.builtin ? row.org_id : ''}\0${source.sql}`;
  if (passed.has(key)) return;
  await checkCustomSql(source.sql, dialect, await sqlCheckOptions(db, row));
  if (passed.size >= PASSED_MEMORY) passed.delete(passed.values().next().value as string);
  passed.add(key);
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
