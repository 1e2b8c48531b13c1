import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnPermissionSave, GrantTargetType, RowPermissionSave } from '@tessera/contracts';
import * as api from '../../../api/datasetPermissions';
import { datasetKeys } from '../queries';

/** One dataset's row and column permissions and its preview as a user (issue 21 parts 5, 6). */
export const permissionKeys = {
  all: (datasetId: string) => [...datasetKeys.all, 'permissions', datasetId] as const,
  rows: (datasetId: string) => [...permissionKeys.all(datasetId), 'rows'] as const,
  columns: (datasetId: string) => [...permissionKeys.all(datasetId), 'columns'] as const,
  previewAs: (datasetId: string, userId: number) =>
    [...permissionKeys.all(datasetId), 'previewAs', userId] as const,
};

export const useRowPermissions = (datasetId: string) =>
  useQuery({
    queryKey: permissionKeys.rows(datasetId),
    queryFn: ({ signal }) => api.rowPermissions(datasetId, signal),
  });

export const useColumnPermissions = (datasetId: string) =>
  useQuery({
    queryKey: permissionKeys.columns(datasetId),
    queryFn: ({ signal }) => api.columnPermissions(datasetId, signal),
  });

/** What `userId` sees of the dataset; nothing is asked until a user is chosen. */
export const usePreviewAs = (datasetId: string, userId: number | null) =>
  useQuery({
    queryKey: permissionKeys.previewAs(datasetId, userId ?? 0),
    queryFn: ({ signal }) => api.previewAs(datasetId, userId!, signal),
    enabled: userId !== null,
  });

interface Target {
  targetType: GrantTargetType;
  targetId: number;
}

/**
 * Saving or deleting a rule refetches its list, and drops any preview as a user (it may now
 * differ). Refusals are the caller's to show in place: the calls show no toast.
 */
function useChange<Body>(datasetId: string, call: (body: Body) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: permissionKeys.all(datasetId) }),
  });
}

export const useSaveRowPermission = (datasetId: string) =>
  useChange<RowPermissionSave>(datasetId, api.saveRowPermission);

export const useDeleteRowPermission = (datasetId: string) =>
  useChange<Target>(datasetId, (target) => api.deleteRowPermission({ datasetId, ...target }));

export const useSaveColumnPermission = (datasetId: string) =>
  useChange<ColumnPermissionSave>(datasetId, api.saveColumnPermission);

export const useDeleteColumnPermission = (datasetId: string) =>
  useChange<Target & { fieldId: string }>(datasetId, (target) =>
    api.deleteColumnPermission({ datasetId, ...target }),
  );
