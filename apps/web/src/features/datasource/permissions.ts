import { hasPermission, PERMISSIONS, type DatasourceView, type UserInfo } from '@tessera/contracts';

type Holder = Pick<UserInfo, 'permissions'> | null;

/** Adding and managing sources is a capability (`datasource:manage`), never a role code. */
export function canManageDatasources(user: Holder): boolean {
  return hasPermission(user, PERMISSIONS.datasourceManage);
}

/** Edit and delete: a manager, a source they hold manage on, and never the built-in one. */
export function canEditDatasource(
  user: Holder,
  view: Pick<DatasourceView, 'builtin' | 'permission'>,
): boolean {
  return canManageDatasources(user) && !view.builtin && view.permission === 'manage';
}

/** Testing a stored source refreshes its status: managers holding manage on it. */
export function canTestDatasource(user: Holder, view: Pick<DatasourceView, 'permission'>): boolean {
  return canManageDatasources(user) && view.permission === 'manage';
}

/** Authorising others on a source (who holds what on it): managers holding manage on it. */
export const canAuthoriseDatasource = canTestDatasource;
