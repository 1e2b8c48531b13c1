import type {
  ColumnPermission,
  ColumnPermissionSave,
  DatasetPreview,
  GrantTargetType,
  RowPermission,
  RowPermissionSave,
} from '@tessera/contracts';
import { http, SHOWN_IN_PLACE } from './client';

const ds = (id: string) => encodeURIComponent(id);

/** Row and column permissions of one dataset (issue 21 parts 5 and 6). */
export const rowPermissions = (datasetId: string, signal?: AbortSignal) =>
  http().post<RowPermission[]>(`/dataset/rowPermission/list/${ds(datasetId)}`, undefined, {
    signal,
  });

export const saveRowPermission = (body: RowPermissionSave) =>
  http().post<{ id: string }>('/dataset/rowPermission/save', body, SHOWN_IN_PLACE);

export const deleteRowPermission = (body: {
  datasetId: string;
  targetType: GrantTargetType;
  targetId: number;
}) => http().post<null>('/dataset/rowPermission/delete', body, SHOWN_IN_PLACE);

export const columnPermissions = (datasetId: string, signal?: AbortSignal) =>
  http().post<ColumnPermission[]>(`/dataset/columnPermission/list/${ds(datasetId)}`, undefined, {
    signal,
  });

export const saveColumnPermission = (body: ColumnPermissionSave) =>
  http().post<{ id: string }>('/dataset/columnPermission/save', body, SHOWN_IN_PLACE);

export const deleteColumnPermission = (body: {
  datasetId: string;
  targetType: GrantTargetType;
  targetId: number;
  fieldId: string;
}) => http().post<null>('/dataset/columnPermission/delete', body, SHOWN_IN_PLACE);

/** The dataset's preview as one user sees it ("view as user"), for those who manage it. */
export const previewAs = (datasetId: string, userId: number, signal?: AbortSignal) =>
  http().post<DatasetPreview>(`/dataset/previewAs/${ds(datasetId)}`, { userId }, { signal });
