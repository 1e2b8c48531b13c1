import type { DatasetAdd, DatasetField, DatasetTreeNode, DatasetView } from '@tessera/contracts';
import { http } from './client';

const id = (value: string) => encodeURIComponent(value);

// The dataset page's own module has calls like these; the upload, join and sync parts carry
// their own small copies until the two are merged.

/** POST /dataset/group/tree: folders and datasets, nested. */
export const getDatasetTree = (signal?: AbortSignal) =>
  http().post<DatasetTreeNode[]>('/dataset/group/tree', {}, { signal });

/** POST /dataset/table/get/{id}: one dataset (its data source decides what it may join). */
export const getDatasetView = (datasetId: string, signal?: AbortSignal) =>
  http().post<DatasetView>(`/dataset/table/get/${id(datasetId)}`, undefined, { signal });

/** POST /dataset/field/list/{tableId}: a dataset's fields. */
export const listDatasetFields = (datasetId: string, signal?: AbortSignal) =>
  http().post<DatasetField[]>(`/dataset/field/list/${id(datasetId)}`, undefined, { signal });

/** POST /dataset/table/add with a join info. */
export const addDataset = (body: DatasetAdd) =>
  http().post<DatasetView>('/dataset/table/add', body);
