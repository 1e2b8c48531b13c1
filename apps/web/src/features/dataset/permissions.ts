import { hasPermission, PERMISSIONS, type DatasetView, type UserInfo } from '@tessera/contracts';

type Holder = Pick<UserInfo, 'permissions'> | null;

/** Creating datasets and folders is a capability (`dataset:manage`), never a role code. */
export function canManageDatasets(user: Holder): boolean {
  return hasPermission(user, PERMISSIONS.datasetManage);
}

/** Editing one dataset (its fields, its SQL): a manager who holds manage on that dataset. */
export function canEditDataset(user: Holder, view: Pick<DatasetView, 'permission'>): boolean {
  return canManageDatasets(user) && view.permission === 'manage';
}
