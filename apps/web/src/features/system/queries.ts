import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserGridQuery } from '@tessera/contracts';
import * as linkPolicyApi from '../../api/linkPolicy';
import * as orgsApi from '../../api/orgs';
import * as rolesApi from '../../api/roles';
import * as usersApi from '../../api/users';

/**
 * The system menu's server state (issue 21), shared by the users, roles and organisations
 * pages: each page's mutations invalidate `systemKeys.all` parts they change.
 */
export const systemKeys = {
  all: ['system'] as const,
  depts: () => [...systemKeys.all, 'depts'] as const,
  roles: () => [...systemKeys.all, 'roles'] as const,
  roleMenus: (roleId: number) => [...systemKeys.roles(), 'menus', roleId] as const,
  grantableMenus: () => [...systemKeys.roles(), 'grantableMenus'] as const,
  users: () => [...systemKeys.all, 'users'] as const,
  userGrid: (page: number, size: number, query: UserGridQuery) =>
    [...systemKeys.users(), page, size, query] as const,
  linkPolicy: () => [...systemKeys.all, 'linkPolicy'] as const,
};

/** The organisations the caller administers, as a tree. */
export const useDeptTree = () =>
  useQuery({ queryKey: systemKeys.depts(), queryFn: ({ signal }) => orgsApi.deptTree(signal) });

/** The roles the caller sees: the built-in ones and their tenant's own (when `enabled`). */
export const useRoleList = (enabled = true) =>
  useQuery({
    queryKey: systemKeys.roles(),
    queryFn: ({ signal }) => rolesApi.roleList(signal),
    enabled,
  });

/** One page of users; the previous page stays on screen while the next loads. */
export const useUserGrid = (page: number, size: number, query: UserGridQuery) =>
  useQuery({
    queryKey: systemKeys.userGrid(page, size, query),
    queryFn: ({ signal }) => usersApi.userGrid(page, size, query, signal),
    placeholderData: keepPreviousData,
  });

/** The menus and operations a role opens (its menu authorisation). */
export const useRoleMenus = (roleId: number | null) =>
  useQuery({
    queryKey: systemKeys.roleMenus(roleId ?? 0),
    queryFn: ({ signal }) => rolesApi.roleMenus(roleId!, signal),
    enabled: roleId !== null,
  });

/** Every menu and operation the caller may tick for a role, operations included. */
export const useGrantableMenus = () =>
  useQuery({
    queryKey: systemKeys.grantableMenus(),
    queryFn: ({ signal }) => rolesApi.grantableMenuTree(signal),
  });

/** The tenant's share-link policy (System parameters → Share links). */
export const useLinkPolicy = () =>
  useQuery({
    queryKey: systemKeys.linkPolicy(),
    queryFn: ({ signal }) => linkPolicyApi.linkPolicy(signal),
  });
