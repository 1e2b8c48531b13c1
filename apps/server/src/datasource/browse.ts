import type { DatasourceColumn, DatasourceTable } from '@tessera/contracts';
import type { ExecuteOptions } from '@tessera/engine';
import { notFound } from '../http/app-error.js';
import type { OpenedSource } from './connections.js';
import type { TableScope } from '@tessera/engine';

/** getTables: the tables of the source's scope (one schema, or every visible one). */
export async function browseTables(
  source: OpenedSource,
  scope: TableScope,
  exec: ExecuteOptions,
): Promise<DatasourceTable[]> {
  if (scope.kind === 'all') {
    const tables = await source.introspector.listAllTables(exec);
    return tables.map((t) => ({ name: t.name, schema: t.schema }));
  }
  const names = await source.introspector.listTables(scope.schema, exec);
  return names.map((name) => ({ name, schema: scope.label }));
}

/**
 * getColumns: the columns of one table inside the source's scope; a schema outside it (the
 * system catalogues included) or a table that does not exist is 404.
 */
export async function browseColumns(
  source: OpenedSource,
  scope: TableScope,
  query: { schema?: string | undefined; table: string },
  exec: ExecuteOptions,
): Promise<DatasourceColumn[]> {
  let schema: string;
  if (scope.kind === 'all') {
    schema = query.schema ?? 'public';
    if (!(await source.introspector.listSchemas(exec)).includes(schema)) throw notFound();
  } else {
    if (query.schema !== undefined && query.schema !== scope.schema) throw notFound();
    schema = scope.schema;
  }
  const columns = await source.introspector.listColumns(schema, query.table, exec);
  if (columns.length === 0) throw notFound();
  return columns.map((c) => ({ name: c.name, deType: c.deType, nativeType: c.nativeType }));
}
