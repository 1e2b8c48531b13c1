import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  DatasetAdd,
  DatasetField,
  DatasetFieldSave,
  DatasetGroupSave,
  DatasetTreeNode,
  DatasetUpdate,
} from '@tessera/contracts';
import * as api from '../../api/dataset';
import { getTables } from '../../api/datasource';
import { datasourceKeys } from '../datasource/queries';
import { toastError } from '../../app/feedback';
import { describeError } from '../../lib/errors';
import { fieldDependants } from './fieldDependants';

/**
 * The dataset feature's server state, in the app's one TanStack Query cache. Reads pass the
 * query's AbortSignal to the call, so leaving the page cancels what it was loading.
 */
export const datasetKeys = {
  all: ['dataset'] as const,
  tree: () => [...datasetKeys.all, 'tree'] as const,
  detail: (id: string) => [...datasetKeys.all, 'get', id] as const,
  preview: (id: string) => [...datasetKeys.all, 'preview', id] as const,
  fields: (id: string) => [...datasetKeys.all, 'fields', id] as const,
};

/** The whole tree; the page filters it as the user types (it is one organisation's). */
export const useDatasetTree = () =>
  useQuery({
    queryKey: datasetKeys.tree(),
    queryFn: ({ signal }) => api.datasetTree({}, signal),
  });

export const useDataset = (id: string) =>
  useQuery({
    queryKey: datasetKeys.detail(id),
    queryFn: ({ signal }) => api.getDataset(id, signal),
  });

export const useDatasetPreview = (id: string) =>
  useQuery({
    queryKey: datasetKeys.preview(id),
    queryFn: ({ signal }) => api.getPreviewData(id, signal),
  });

export const useDatasetFields = (id: string) =>
  useQuery({
    queryKey: datasetKeys.fields(id),
    queryFn: ({ signal }) => api.listFields(id, signal),
  });

/** Listing tables asks the source's own database: kept five minutes, as in the table browser. */
const TABLES_STALE_MS = 5 * 60_000;

/** The tables of a source once one is chosen (shares the table browser's cache entry). */
export const useSourceTables = (datasourceId: string | null) =>
  useQuery({
    queryKey: datasourceKeys.tables(datasourceId ?? ''),
    queryFn: ({ signal }) => getTables(datasourceId ?? '', signal),
    enabled: datasourceId !== null,
    staleTime: TABLES_STALE_MS,
  });

const refreshTree = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: datasetKeys.tree() });

/** Create a folder, or rename / move a folder or a dataset; the tree refetches. */
export function useSaveGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DatasetGroupSave) => api.saveDatasetGroup(body),
    onSuccess: async (_, body) => {
      if (body.id && body.nodeType === 'dataset') {
        await client.invalidateQueries({ queryKey: datasetKeys.detail(body.id) });
      }
      await refreshTree(client);
    },
  });
}

/** Delete a folder or a dataset; the server's refusal (not empty, in use) is the error. */
export function useDeleteNode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (node: Pick<DatasetTreeNode, 'id' | 'nodeType'>) =>
      node.nodeType === 'folder' ? api.deleteDatasetGroup(node.id) : api.deleteDataset(node.id),
    onSuccess: async (_, node) => {
      for (const key of [
        datasetKeys.detail(node.id),
        datasetKeys.preview(node.id),
        datasetKeys.fields(node.id),
      ]) {
        client.removeQueries({ queryKey: key });
      }
      await refreshTree(client);
    },
  });
}

/** Add one dataset; the new view goes into the cache and the tree refetches. */
export function useAddDataset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DatasetAdd) => api.addDataset(body),
    onSuccess: async (view) => {
      client.setQueryData(datasetKeys.detail(view.id), view);
      await refreshTree(client);
    },
  });
}

/** Update a dataset: a new SQL re-reads its columns, so its fields and preview refetch too. */
export function useUpdateDataset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DatasetUpdate) => api.updateDataset(body),
    onSuccess: async (view) => {
      client.setQueryData(datasetKeys.detail(view.id), view);
      await Promise.all([
        client.invalidateQueries({ queryKey: datasetKeys.fields(view.id) }),
        client.invalidateQueries({ queryKey: datasetKeys.preview(view.id) }),
        refreshTree(client),
      ]);
    },
  });
}

const replaceField = (list: DatasetField[] | undefined, field: DatasetField) =>
  list?.map((item) => (item.id === field.id ? field : item));

/**
 * Save one field. The table shows the edit at once (`shown`), and falls back to the server's
 * list when the save is refused; the preview's headers and casts follow the change. A change
 * that would break calculated fields (409 with the dependants) is the caller's to ask about;
 * any other refusal is a toast.
 */
export function useSaveField(datasetId: string) {
  const client = useQueryClient();
  const key = datasetKeys.fields(datasetId);
  return useMutation({
    mutationFn: ({ body }: { body: DatasetFieldSave; shown?: DatasetField }) =>
      api.saveField(body, { quiet: true }),
    onMutate: async ({ shown }) => {
      if (!shown) return;
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<DatasetField[]>(key, (list) => replaceField(list, shown));
    },
    onSuccess: (saved, { body }) => {
      client.setQueryData<DatasetField[]>(key, (list) =>
        body.id ? replaceField(list, saved) : [...(list ?? []), saved],
      );
    },
    onError: async (error) => {
      if (!fieldDependants(error)) toastError(describeError(error) ?? '');
      await client.invalidateQueries({ queryKey: key });
    },
    onSettled: () => client.invalidateQueries({ queryKey: datasetKeys.preview(datasetId) }),
  });
}

/**
 * Add a calculated field, or change a saved one (the body has its id). Its refusal (an
 * expression mistake with its position, or the fields a type change breaks) is shown in the
 * dialog, so the client shows no toast.
 */
export function useAddCalculatedField(datasetId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DatasetFieldSave) => api.saveField(body, { quiet: true }),
    onSuccess: async (saved, body) => {
      client.setQueryData<DatasetField[]>(datasetKeys.fields(datasetId), (list) =>
        body.id ? replaceField(list, saved) : [...(list ?? []), saved],
      );
      await client.invalidateQueries({ queryKey: datasetKeys.preview(datasetId) });
    },
  });
}

export function useDeleteField(datasetId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fieldId: string) => api.deleteField(fieldId),
    onSuccess: async (_, fieldId) => {
      client.setQueryData<DatasetField[]>(datasetKeys.fields(datasetId), (list) =>
        list?.filter((field) => field.id !== fieldId),
      );
      await client.invalidateQueries({ queryKey: datasetKeys.preview(datasetId) });
    },
  });
}
