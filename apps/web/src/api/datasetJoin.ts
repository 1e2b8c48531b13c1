import { datasetTree } from './dataset';

// The names the upload, join and sync parts call the dataset module's functions by.
export {
  addDataset,
  getDataset as getDatasetView,
  listFields as listDatasetFields,
} from './dataset';

/** POST /dataset/group/tree: folders and datasets, nested. */
export const getDatasetTree = (signal?: AbortSignal) => datasetTree({}, signal);
