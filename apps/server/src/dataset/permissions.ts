import { PERMISSIONS } from '@tessera/contracts';
import type { ResourceKind } from '../auth/resources.js';
import { findDataset, type DatasetRow } from './repository.js';

declare module '../auth/resources.js' {
  interface ResourceRows {
    dataset: DatasetRow;
  }
}

/**
 * Datasets as resources: found by id inside the caller's organisation; holders of the dataset
 * management capability (organisation administrators and up) manage every dataset made in their
 * organisation or below it, everyone else holds what grants give them, their roles and their
 * organisation.
 */
export const DATASET_RESOURCE: ResourceKind<'dataset'> = {
  type: 'dataset',
  table: 'datasets',
  find: findDataset,
  implied: { permission: PERMISSIONS.datasetManage, level: 'manage' },
};
