import type {
  CreatedId,
  MenuNode,
  RoleCreate,
  RoleMenus,
  RoleMenusSave,
  RoleRow,
  RoleUpdate,
} from '@tessera/contracts';
import { http, SHOWN_IN_PLACE } from './client';

/** Roles and their menu authorisation (SPEC §2 system/role, §6; issue 21 contract). */
export const roleList = (signal?: AbortSignal) =>
  http().post<RoleRow[]>('/api/role/list', undefined, { signal });

export const createRole = (body: RoleCreate) =>
  http().post<CreatedId>('/api/role/create', body, SHOWN_IN_PLACE);

export const updateRole = (body: RoleUpdate) =>
  http().post<null>('/api/role/update', body, SHOWN_IN_PLACE);

export const deleteRole = (id: number) =>
  http().post<null>(`/api/role/delete/${id}`, undefined, SHOWN_IN_PLACE);

export const roleMenus = (roleId: number, signal?: AbortSignal) =>
  http().post<RoleMenus>(`/api/role/menus/${roleId}`, undefined, { signal });

export const saveRoleMenus = (body: RoleMenusSave) =>
  http().post<null>('/api/role/saveMenus', body, SHOWN_IN_PLACE);

/** Every menu and operation the caller may tick for a role (operations included). */
export const grantableMenuTree = (signal?: AbortSignal) =>
  http().post<MenuNode[]>('/api/role/menuTree', undefined, { signal });
