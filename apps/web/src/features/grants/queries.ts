import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GrantKind, GrantTargetType, SaveGrants, SetGrant } from '@tessera/contracts';
import * as grantsApi from '../../api/grants';

/**
 * Data authorisation's server state (issue 21 part 4): who holds what on one resource, and what
 * one user, role or organisation holds. A change from either side refreshes both.
 */
export const grantKeys = {
  all: ['grants'] as const,
  on: (kind: GrantKind, resourceId: string) => [...grantKeys.all, 'on', kind, resourceId] as const,
  of: (targetType: GrantTargetType, targetId: number) =>
    [...grantKeys.all, 'of', targetType, targetId] as const,
};

/** The grants on one resource, with the targets' names. */
export const useGrantsOn = (kind: GrantKind, resourceId: string) =>
  useQuery({
    queryKey: grantKeys.on(kind, resourceId),
    queryFn: ({ signal }) => grantsApi.grantsOn(kind, resourceId, signal),
  });

/** Everything a user, a role or an organisation was granted. */
export const useGrantsOf = (targetType: GrantTargetType, targetId: number) =>
  useQuery({
    queryKey: grantKeys.of(targetType, targetId),
    queryFn: ({ signal }) => grantsApi.grantsOf(targetType, targetId, signal),
  });

/** Replaces a resource's whole list of grants. */
export function useSaveGrants() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveGrants) => grantsApi.saveGrants(body),
    onSuccess: () => client.invalidateQueries({ queryKey: grantKeys.all }),
  });
}

/** One grant from the target's side; level null revokes it. */
export function useSetGrant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetGrant) => grantsApi.setGrant(body),
    onSuccess: () => client.invalidateQueries({ queryKey: grantKeys.all }),
  });
}
