import type {
  datasourceColumnsQuerySchema,
  DatasourceColumn,
  DatasourceTable,
} from '@tessera/contracts';
import type { z } from 'zod';
import type { Db } from '../db/database.js';
import { notFound } from '../http/app-error.js';
import { browseColumns, browseTables } from './browse.js';
import { tableScope } from './drivers.js';
import type { DatasourceRow } from './repository.js';
import type { SourceRunner } from './source-runner.js';
import { readableWarehouseTables } from './warehouse-tables.js';

type ColumnsQuery = z.output<typeof datasourceColumnsQuerySchema>;

/**
 * The tables and columns a source offers: those of its dialect's table scope, and on the shared
 * warehouse only the caller organisation's own tables and the demo data.
 */
export async function listTables(
  db: Db,
  runner: SourceRunner,
  row: DatasourceRow,
  signal?: AbortSignal,
): Promise<DatasourceTable[]> {
  const scope = tableScope(row);
  const tables = await runner.run(row, signal, (source, exec) => browseTables(source, scope, exec));
  if (!row.builtin) return tables;
  // The shared warehouse also holds every other organisation's uploads and extracts: only
  // the caller organisation's own tables and the demo data are offered, each upload or
  // extract titled with its dataset's name.
  const readable = await readableWarehouseTables(db, row.org_id);
  return tables.flatMap((table) => {
    if (!readable.has(table.name)) return [];
    const title = readable.get(table.name);
    return [title ? { ...table, title } : table];
  });
}

export async function listColumns(
  db: Db,
  runner: SourceRunner,
  row: DatasourceRow,
  query: ColumnsQuery,
  signal?: AbortSignal,
): Promise<DatasourceColumn[]> {
  if (row.builtin && !(await readableWarehouseTables(db, row.org_id)).has(query.table))
    throw notFound();
  const scope = tableScope(row);
  return runner.run(row, signal, (source, exec) => browseColumns(source, scope, query, exec));
}
