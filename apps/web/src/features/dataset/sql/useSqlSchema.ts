import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { DatasourceColumn } from '@tessera/contracts';
import { getColumns } from '../../../api/datasource';
import { datasourceKeys } from '../../datasource/queries';
import { tableKey } from '../../datasource/tableGroups';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useSourceTables } from '../queries';
import {
  buildCompletionSchema,
  columnCompletions,
  defaultSchemaOf,
  tablesNamed,
  tablesToLoad,
} from '../sqlSchema';

const TYPING_PAUSE_MS = 400;
const COLUMNS_STALE_MS = 5 * 60_000;

/**
 * The completion schema of a source for the SQL editor: its tables at once, and the columns of
 * each table the SQL names once the typing pauses (one /datasource/getColumns per table, cached
 * with the table browser's).
 */
export function useSqlSchema(datasourceId: string | null, sql: string) {
  const tables = useSourceTables(datasourceId);
  const settled = useDebouncedValue(sql, TYPING_PAUSE_MS);
  const named = useMemo(() => tablesNamed(settled, tables.data ?? []), [settled, tables.data]);
  const wanted = useMemo(() => tablesToLoad(settled, named, new Set()), [settled, named]);
  const columns = useQueries({
    queries: wanted.map((table) => ({
      queryKey: datasourceKeys.columns(datasourceId ?? '', {
        schema: table.schema ?? null,
        name: table.name,
      }),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        getColumns(
          datasourceId ?? '',
          { ...(table.schema ? { schema: table.schema } : {}), table: table.name },
          signal,
        ),
      staleTime: COLUMNS_STALE_MS,
      enabled: datasourceId !== null,
    })),
  });
  // A stable key of what has arrived, so the namespace (and the editor) changes only then.
  const arrived = columns.map((query) => query.dataUpdatedAt).join(',');
  const { schema, words } = useMemo(() => {
    const known = new Map<string, DatasourceColumn[]>();
    wanted.forEach((table, index) => {
      const data = columns[index]?.data;
      if (data) known.set(tableKey(table), data);
    });
    return {
      schema: buildCompletionSchema(tables.data ?? [], known),
      // Bare column names only from the tables the SQL names, not every table of the source.
      words: columnCompletions(named, known),
    };
    // `columns` is a new array each render; `arrived` says when its answers changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tables.data, named, wanted, arrived]);
  const defaultSchema = useMemo(() => defaultSchemaOf(tables.data ?? []), [tables.data]);
  return { schema, columns: words, defaultSchema, tablesLoading: tables.isFetching };
}
