import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ChartDataRequest,
  PanelRestore,
  PanelSave,
  PanelTreeNode,
  SubjectSave,
} from '@tessera/contracts';
import * as api from '../../api/panel';

/**
 * The dashboard feature's server state, in the app's one TanStack Query cache. Reads pass the
 * query's AbortSignal to the call, so leaving the page cancels what it no longer needs.
 */
export const panelKeys = {
  all: ['panel'] as const,
  tree: () => [...panelKeys.all, 'tree'] as const,
  defaultTree: () => [...panelKeys.all, 'defaultTree'] as const,
  detail: (id: string) => [...panelKeys.all, 'detail', id] as const,
  versions: (id: string) => [...panelKeys.all, 'versions', id] as const,
  version: (id: string, version: number) => [...panelKeys.all, 'version', id, version] as const,
  subjects: () => [...panelKeys.all, 'subjects'] as const,
  /** One chart's data on a dashboard: the same chart placed twice asks once. */
  chartData: (viewId: string, body: ChartDataRequest) =>
    [...panelKeys.all, 'chartData', viewId, body] as const,
};

/** The whole tree (one organisation's, small): the page filters it in the browser. */
export const usePanelTree = () =>
  useQuery({
    queryKey: panelKeys.tree(),
    queryFn: ({ signal }) => api.panelTree({}, signal),
  });

/** The folders alone, for the folder pickers; asked for only while a picker is open. */
export const usePanelDefaultTree = (enabled = true) =>
  useQuery({
    queryKey: panelKeys.defaultTree(),
    queryFn: ({ signal }) => api.panelDefaultTree(signal),
    enabled,
  });

export const usePanel = (id: string | null) =>
  useQuery({
    queryKey: panelKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.findPanel(id!, signal),
    enabled: id !== null,
  });

export const usePanelVersions = (id: string, enabled = true) =>
  useQuery({
    queryKey: panelKeys.versions(id),
    queryFn: ({ signal }) => api.listPanelVersions(id, signal),
    enabled,
  });

/** An earlier version never changes: read once. */
export const usePanelVersion = (id: string, version: number | null) =>
  useQuery({
    queryKey: panelKeys.version(id, version ?? 0),
    queryFn: ({ signal }) => api.findPanelVersion(id, version!, signal),
    enabled: version !== null,
    staleTime: Infinity,
  });

export const useSubjects = () =>
  useQuery({
    queryKey: panelKeys.subjects(),
    queryFn: ({ signal }) => api.querySubjects(signal),
  });

const refreshTrees = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: panelKeys.tree() }),
    client.invalidateQueries({ queryKey: panelKeys.defaultTree() }),
  ]);

/**
 * Create, rename, move, or save a document. The trees refetch; a document save also marks the
 * dashboard and its history stale (an open editor keeps its own draft).
 */
export function useSavePanel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PanelSave) => api.savePanel(body),
    onSuccess: async (saved) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: panelKeys.detail(saved.id) }),
        client.invalidateQueries({ queryKey: panelKeys.versions(saved.id) }),
        refreshTrees(client),
      ]);
    },
  });
}

/** Delete a dashboard, or a folder with all it holds. */
export function useDeletePanelNode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (node: Pick<PanelTreeNode, 'id'>) => api.deletePanelNode(node.id),
    onSuccess: async (_, node) => {
      client.removeQueries({ queryKey: panelKeys.detail(node.id) });
      client.removeQueries({ queryKey: panelKeys.versions(node.id) });
      await refreshTrees(client);
    },
  });
}

/** Bring an earlier version back: the document and its history refetch. */
export function useRestorePanelVersion(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PanelRestore) => api.restorePanelVersion(id, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: panelKeys.detail(id) }),
        client.invalidateQueries({ queryKey: panelKeys.versions(id) }),
      ]),
  });
}

export function useSaveSubject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SubjectSave) => api.saveSubject(body),
    onSuccess: () => client.invalidateQueries({ queryKey: panelKeys.subjects() }),
  });
}

export function useDeleteSubject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.deleteSubject(id),
    onSuccess: () => client.invalidateQueries({ queryKey: panelKeys.subjects() }),
  });
}

/** Upload one picture; `onProgress` gets the share sent (0..1). */
export function useUploadPanelImage() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (sent: number) => void }) =>
      api.uploadPanelImage(file, onProgress),
  });
}
