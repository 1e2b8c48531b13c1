import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { ChartGroupSave, ChartSave, ChartTreeNode } from '@tessera/contracts';
import * as api from '../../api/chart';

/**
 * The chart feature's server state, in the app's one TanStack Query cache. Reads pass the
 * query's AbortSignal to the call, so leaving the page (or a newer preview) cancels the old one.
 */
export const chartKeys = {
  all: ['chart'] as const,
  tree: () => [...chartKeys.all, 'tree'] as const,
  detail: (id: string) => [...chartKeys.all, 'get', id] as const,
  preview: (key: string, refresh: number) => [...chartKeys.all, 'preview', key, refresh] as const,
};

export const useChartTree = () =>
  useQuery({
    queryKey: chartKeys.tree(),
    queryFn: ({ signal }) => api.chartTree({}, signal),
  });

export const useChart = (id: string) =>
  useQuery({
    queryKey: chartKeys.detail(id),
    queryFn: ({ signal }) => api.getChart(id, signal),
    // The editor owns the draft once loaded: a background refetch must not replace it.
    staleTime: Infinity,
  });

/**
 * The preview's data for the unsaved chart. `key` is the data-relevant part of the draft
 * (debounced by the caller): a style change keeps the key and so redraws from the cache.
 * `refresh` > 0 asks the server to bypass its result cache.
 */
export const usePreviewData = (key: string, view: ChartSave, refresh: number, enabled: boolean) =>
  useQuery({
    queryKey: chartKeys.preview(key, refresh),
    queryFn: ({ signal }) => api.previewChartData(view, { refresh: refresh > 0 }, signal),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });

const refreshTree = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: chartKeys.tree() });

/** Create a folder, or rename / move a folder or a chart; the tree refetches. */
export function useSaveChartGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChartGroupSave) => api.saveChartGroup(body),
    onSuccess: () => refreshTree(client),
  });
}

/** Delete a folder or a chart; the server's refusal (not empty, in use) is the error. */
export function useDeleteChartNode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (node: Pick<ChartTreeNode, 'id' | 'nodeType'>) =>
      node.nodeType === 'folder' ? api.deleteChartGroup(node.id) : api.deleteChart(node.id),
    onSuccess: async (_, node) => {
      client.removeQueries({ queryKey: chartKeys.detail(node.id) });
      await refreshTree(client);
    },
  });
}

export function useCopyChart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.copyChart(id),
    onSuccess: () => refreshTree(client),
  });
}

/**
 * Save a chart; the cached view is marked stale (an open editor keeps its own draft, a later
 * visit reads the saved one) and the tree refetches.
 */
export function useSaveChart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChartSave) => api.saveChart(body),
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: chartKeys.detail(saved.id), refetchType: 'none' });
      await refreshTree(client);
    },
  });
}
