import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { DatasourceColumn, DatasourceConnection, DatasourceView } from '@tessera/contracts';
import * as api from '../../api/datasource';
import type { DatasourceAddBody, DatasourceUpdateBody } from '../../api/datasource';

/** A table of a source, as the browser's URL names it. */
export interface TableRef {
  schema: string | null;
  name: string;
}

/**
 * The data-source feature's server state, all in the app's one TanStack Query cache. Reads
 * pass the query's AbortSignal to the call, so leaving a page cancels what it was loading;
 * two components asking for the same key share one request.
 */
export const datasourceKeys = {
  all: ['datasource'] as const,
  lists: () => [...datasourceKeys.all, 'list'] as const,
  list: (query: api.DatasourceListQuery) => [...datasourceKeys.lists(), query] as const,
  detail: (id: string) => [...datasourceKeys.all, 'get', id] as const,
  types: () => [...datasourceKeys.all, 'types'] as const,
  tables: (id: string) => [...datasourceKeys.all, 'tables', id] as const,
  columnsOf: (id: string) => [...datasourceKeys.all, 'columns', id] as const,
  columns: (id: string, table: TableRef) =>
    [...datasourceKeys.columnsOf(id), table.schema, table.name] as const,
};

/** GET /datasource/types: what each type can do. Fixed for the server's lifetime: kept. */
export const useDatasourceTypes = () =>
  useQuery({
    queryKey: datasourceKeys.types(),
    queryFn: ({ signal }) => api.datasourceTypes(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The list for a search; the previous answer stays on screen while the next one loads. */
export const useDatasourceList = (query: api.DatasourceListQuery) =>
  useQuery({
    queryKey: datasourceKeys.list(query),
    queryFn: ({ signal }) => api.listDatasources(query, signal),
    placeholderData: keepPreviousData,
  });

/** One source by id (POST /datasource/get/{id}), not the whole list. */
export const useDatasource = (id: string) =>
  useQuery({
    queryKey: datasourceKeys.detail(id),
    queryFn: ({ signal }) => api.getDatasource(id, signal),
  });

/** Listing tables asks the source's own database: kept five minutes unless refreshed. */
const BROWSE_STALE_MS = 5 * 60_000;

export const useTables = (id: string) =>
  useQuery({
    queryKey: datasourceKeys.tables(id),
    queryFn: ({ signal }) => api.getTables(id, signal),
    staleTime: BROWSE_STALE_MS,
  });

export interface ColumnsState {
  data: DatasourceColumn[] | undefined;
  isPending: boolean;
  isError: boolean;
}

/** A table's columns; none asked for when the table list already carried them (`known`). */
export function useColumns(
  id: string,
  table: TableRef,
  known: DatasourceColumn[] | undefined,
): ColumnsState {
  const query = useQuery({
    queryKey: datasourceKeys.columns(id, table),
    queryFn: ({ signal }) =>
      api.getColumns(
        id,
        { ...(table.schema ? { schema: table.schema } : {}), table: table.name },
        signal,
      ),
    staleTime: BROWSE_STALE_MS,
    enabled: known === undefined,
  });
  if (known) return { data: known, isPending: false, isError: false };
  return { data: query.data, isPending: query.isPending, isError: query.isError };
}

/** After a source changed (saved, tested, deleted): lists and its own view are out of date. */
const refreshAfterChange = (client: QueryClient, id: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: datasourceKeys.lists() }),
    client.invalidateQueries({ queryKey: datasourceKeys.detail(id) }),
  ]);

export type SaveRequest =
  { kind: 'add'; body: DatasourceAddBody } | { kind: 'update'; body: DatasourceUpdateBody };

/** Add or update; the saved view goes into the cache and the lists refetch. */
export function useSaveDatasource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveRequest): Promise<DatasourceView> =>
      request.kind === 'add' ? api.addDatasource(request.body) : api.updateDatasource(request.body),
    onSuccess: async (saved, request) => {
      client.setQueryData(datasourceKeys.detail(saved.id), saved);
      if (request.kind === 'update') {
        // The connection may point elsewhere now: its tables and columns are another database's.
        client.removeQueries({ queryKey: datasourceKeys.tables(saved.id) });
        client.removeQueries({ queryKey: datasourceKeys.columnsOf(saved.id) });
      }
      await client.invalidateQueries({ queryKey: datasourceKeys.lists() });
    },
  });
}

/** Delete; the source's cached answers go and the lists refetch. */
export function useDeleteDatasource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (view: Pick<DatasourceView, 'id' | 'name'>) => api.deleteDatasource(view.id),
    onSuccess: async (_, view) => {
      for (const key of [
        datasourceKeys.detail(view.id),
        datasourceKeys.tables(view.id),
        datasourceKeys.columnsOf(view.id),
      ]) {
        client.removeQueries({ queryKey: key });
      }
      await client.invalidateQueries({ queryKey: datasourceKeys.lists() });
    },
  });
}

/** Test a stored source: the server refreshes its status, so its views refetch. */
export function useValidateDatasource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.validateDatasource(id),
    onSettled: (_, __, id) => refreshAfterChange(client, id),
  });
}

/** What "Test connection" in the form sends: the stored source, or the draft as typed. */
export type TestRequest =
  { kind: 'stored'; id: string } | { kind: 'draft'; body: DatasourceConnection };

export function useTestConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: TestRequest) =>
      request.kind === 'stored'
        ? api.validateDatasource(request.id)
        : api.validateConnection(request.body),
    onSettled: (_, __, request) =>
      request.kind === 'stored' ? refreshAfterChange(client, request.id) : undefined,
  });
}
