import { useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import type { DatasetTreeNode } from '@tessera/contracts';
import { getDatasetTree, getDatasetView, listDatasetFields } from '../../../api/datasetJoin';

/**
 * Server state the upload, join and sync parts share (the tree, a dataset's view and fields).
 * Keys live under ['dataset'], so anything that changes datasets refreshes them with one
 * invalidation; the dataset page's own hooks may replace these when the parts are merged.
 */
export const datasetPartKeys = {
  all: ['dataset'] as const,
  tree: () => [...datasetPartKeys.all, 'tree', 'parts'] as const,
  view: (id: string) => [...datasetPartKeys.all, 'get', id] as const,
  fields: (id: string) => [...datasetPartKeys.all, 'fields', id] as const,
  syncLog: (id: string) => [...datasetPartKeys.all, 'syncLog', id] as const,
};

/** Datasets and folders change rarely while a drawer is open: kept a minute. */
const STALE_MS = 60_000;

export const useDatasetTree = (enabled = true) =>
  useQuery({
    queryKey: datasetPartKeys.tree(),
    queryFn: ({ signal }) => getDatasetTree(signal),
    staleTime: STALE_MS,
    enabled,
  });

export const useDatasetFields = (id: string | null) =>
  useQuery({
    queryKey: datasetPartKeys.fields(id ?? ''),
    queryFn: ({ signal }) => listDatasetFields(id ?? '', signal),
    staleTime: STALE_MS,
    enabled: id !== null,
  });

/** Several datasets' fields at once (a join's base and each joined dataset). */
export const useFieldsOf = (ids: string[]) =>
  useQueries({
    queries: ids.map((id) => ({
      queryKey: datasetPartKeys.fields(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => listDatasetFields(id, signal),
      staleTime: STALE_MS,
    })),
  });

/** Several datasets' views (their data source decides what they may join). */
export const useViewsOf = (ids: string[]) =>
  useQueries({
    queries: ids.map((id) => ({
      queryKey: datasetPartKeys.view(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => getDatasetView(id, signal),
      staleTime: STALE_MS,
    })),
  });

/** After a dataset was created or changed: the tree and every dataset answer are out of date. */
export const refreshDatasets = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: datasetPartKeys.all });

/** Every node of a tree, depth first. */
export function flattenTree(nodes: readonly DatasetTreeNode[]): DatasetTreeNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}
