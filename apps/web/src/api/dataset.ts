import type {
  DatasetAdd,
  DatasetField,
  DatasetFieldSave,
  DatasetGroupSave,
  DatasetPreview,
  DatasetTreeNode,
  DatasetUpdate,
  DatasetView,
  SqlPreview,
} from '@tessera/contracts';
import { LONG_CALL } from './http';
import { http } from './client';

const id = (value: string) => encodeURIComponent(value);

// Reads take an AbortSignal: a page that goes away cancels its calls (and the server its
// database work). Writes do not: a save runs to its end even if the dialog closes.

/** The folders and datasets, nested; a keyword keeps the matching names and their folders. */
export const datasetTree = (query: { keyword?: string } = {}, signal?: AbortSignal) =>
  http().post<DatasetTreeNode[]>('/dataset/group/tree', query, { signal });

/** Create a folder (no id), or rename / move a folder or a dataset. */
export const saveDatasetGroup = (body: DatasetGroupSave) =>
  http().post<{ id: string }>('/dataset/group/save', body);

/**
 * Refused with 409 DATASET_FOLDER_NOT_EMPTY while the folder holds anything. The confirmation
 * dialog shows the refusal, so the client shows no toast (also for deleteDataset).
 */
export const deleteDatasetGroup = (groupId: string) =>
  http().post<null>(`/dataset/group/delete/${id(groupId)}`, undefined, { hideMsg: true });

export const addDataset = (body: DatasetAdd) =>
  http().post<DatasetView>('/dataset/table/add', body, LONG_CALL);

export const updateDataset = (body: DatasetUpdate) =>
  http().post<DatasetView>('/dataset/table/update', body, LONG_CALL);

/** Refused with 409 DATASET_IN_USE (naming the dependents) while charts or joins use it. */
export const deleteDataset = (datasetId: string) =>
  http().post<null>(`/dataset/table/delete/${id(datasetId)}`, undefined, { hideMsg: true });

export const getDataset = (datasetId: string, signal?: AbortSignal) =>
  http().post<DatasetView>(`/dataset/table/get/${id(datasetId)}`, undefined, { signal });

/**
 * Runs a SELECT for the SQL editor. Its refusals (syntax, not read-only) are shown under the
 * editor, so the client shows no toast for them.
 */
export const sqlPreview = (body: { dataSourceId: string; sql: string }, signal?: AbortSignal) =>
  http().post<SqlPreview>('/dataset/table/sqlPreview', body, {
    ...LONG_CALL,
    signal,
    hideMsg: true,
  });

/** The first 100 rows and the total count; failures are shown in place of the grid. */
export const getPreviewData = (datasetId: string, signal?: AbortSignal) =>
  http().post<DatasetPreview>(`/dataset/table/getPreviewData/${id(datasetId)}`, undefined, {
    ...LONG_CALL,
    signal,
    hideMsg: true,
  });

export const listFields = (datasetId: string, signal?: AbortSignal) =>
  http().post<DatasetField[]>(`/dataset/field/list/${id(datasetId)}`, undefined, { signal });

/** Update a field, or (no id, an expression) add a calculated one. */
export const saveField = (body: DatasetFieldSave, options: { quiet?: boolean } = {}) =>
  http().post<DatasetField>('/dataset/field/save', body, { hideMsg: options.quiet ?? false });

/** Calculated fields only. */
export const deleteField = (fieldId: string) =>
  http().post<null>(`/dataset/field/delete/${id(fieldId)}`);
