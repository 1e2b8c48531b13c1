import type { DatasourceColumn, DatasetInfo } from '@tessera/contracts';
import type { DatasourceRow } from '../datasource/repository.js';
import { GRANT_LEVELS } from '@tessera/contracts';
import {
  checkCustomSql,
  customSqlError,
  normaliseCustomSql,
  sqlCheckOptions,
} from './custom-sql.js';
import type { DatasetDeps } from './deps.js';

type Deps = Pick<DatasetDeps, 'db' | 'datasources'>;

/**
 * The columns a table or custom SQL dataset has now, read from its source: a table through the
 * introspector, custom SQL by running it wrapped with LIMIT 0 (after the single-SELECT check).
 */
export async function readColumns(
  deps: Deps,
  source: DatasourceRow,
  info: Extract<DatasetInfo, { kind: 'table' | 'sql' }>,
  signal?: AbortSignal,
): Promise<DatasourceColumn[]> {
  if (info.kind === 'table') {
    // The caller's access to the source was checked; the browse call only needs the row.
    return deps.datasources.getColumns(
      { type: 'datasource', row: source, level: GRANT_LEVELS.use },
      { table: info.table, ...(info.schema ? { schema: info.schema } : {}) },
      signal,
    );
  }
  const result = await runCustomSql(deps, source, info.sql, 0, signal);
  return result.columns.map((c) => ({ name: c.name, deType: c.deType, nativeType: c.nativeType }));
}

/** The user's SELECT as a subquery with a row limit: columns and at most `limit` rows. */
export async function runCustomSql(
  deps: Deps,
  source: DatasourceRow,
  sql: string,
  limit: number,
  signal?: AbortSignal,
) {
  const options = await sqlCheckOptions(deps.db, source);
  return deps.datasources.withSource(source, signal, async ({ dialect, driver }, exec) => {
    await checkCustomSql(sql, dialect, options);
    const { quoteIdentifier, limitOffset } = dialect.compiler;
    const body = normaliseCustomSql(sql);
    const wrapped = `SELECT * FROM (${body}\n) ${quoteIdentifier('t0')} ${limitOffset(limit, undefined)}`;
    try {
      return await driver.execute(wrapped, [], exec);
    } catch (error) {
      throw customSqlError(error);
    }
  });
}
