import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleCreate, RoleMenusSave, RoleUpdate } from '@tessera/contracts';
import * as rolesApi from '../../../api/roles';
import { systemKeys } from '../queries';

/**
 * Role changes. The users grid shows role names, so renames and deletes refresh it too; a
 * role's menus refresh only that role's ticks.
 */
export function useRoleMutations() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: systemKeys.roles() }),
      client.invalidateQueries({ queryKey: systemKeys.users() }),
    ]);
  return {
    create: useMutation({
      mutationFn: (body: RoleCreate) => rolesApi.createRole(body),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: (body: RoleUpdate) => rolesApi.updateRole(body),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => rolesApi.deleteRole(id),
      onSuccess: refresh,
    }),
    saveMenus: useMutation({
      mutationFn: (body: RoleMenusSave) => rolesApi.saveRoleMenus(body),
      onSuccess: (_data, body) =>
        client.invalidateQueries({ queryKey: systemKeys.roleMenus(body.roleId) }),
    }),
  };
}

export type RoleMutations = ReturnType<typeof useRoleMutations>;
