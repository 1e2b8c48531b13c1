import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeptCreate, DeptUpdate } from '@tessera/contracts';
import * as orgsApi from '../../../api/orgs';
import { systemKeys } from '../queries';

/**
 * Create, rename/move and delete an organisation. Every system page shows organisation names
 * (the users grid, its filter), so a change refreshes the whole system cache.
 */
export function useDeptMutations() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: systemKeys.all });
  return {
    create: useMutation({ mutationFn: (body: DeptCreate) => orgsApi.createDept(body), onSuccess }),
    update: useMutation({ mutationFn: (body: DeptUpdate) => orgsApi.updateDept(body), onSuccess }),
    remove: useMutation({ mutationFn: (id: number) => orgsApi.deleteDept(id), onSuccess }),
  };
}

export type DeptMutations = ReturnType<typeof useDeptMutations>;
