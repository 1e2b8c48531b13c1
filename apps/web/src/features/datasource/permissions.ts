import type { DatasourceView, UserInfo } from '@tessera/contracts';

/** Administrators and organisation administrators manage data sources; members use them. */
export function canManageDatasources(user: Pick<UserInfo, 'isAdmin' | 'roles'> | null): boolean {
  if (!user) return false;
  return user.isAdmin || user.roles.includes('admin') || user.roles.includes('org_admin');
}

/** Edit and delete: a manager, a source they hold manage on, and never the built-in one. */
export function canEditDatasource(
  user: Pick<UserInfo, 'isAdmin' | 'roles'> | null,
  view: Pick<DatasourceView, 'builtin' | 'permission'>,
): boolean {
  return canManageDatasources(user) && !view.builtin && view.permission === 'manage';
}

/** Testing a stored source refreshes its status: managers holding manage on it. */
export function canTestDatasource(
  user: Pick<UserInfo, 'isAdmin' | 'roles'> | null,
  view: Pick<DatasourceView, 'permission'>,
): boolean {
  return canManageDatasources(user) && view.permission === 'manage';
}
