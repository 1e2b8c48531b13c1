import type {
  GrantKind,
  GrantTargetType,
  GrantView,
  SaveGrants,
  SetGrant,
  TargetGrant,
} from '@tessera/contracts';
import { http, SHOWN_IN_PLACE } from './client';

/** Data authorisation (issue 21 part 4): who holds what on one resource, and from a target's side. */
export const grantsOn = (kind: GrantKind, resourceId: string, signal?: AbortSignal) =>
  http().post<GrantView[]>(
    `/api/auth/grants/${kind}/${encodeURIComponent(resourceId)}`,
    undefined,
    { signal },
  );

export const saveGrants = (body: SaveGrants) =>
  http().post<null>('/api/auth/saveGrants', body, SHOWN_IN_PLACE);

export const grantsOf = (targetType: GrantTargetType, targetId: number, signal?: AbortSignal) =>
  http().post<TargetGrant[]>(`/api/auth/grantsOf/${targetType}/${targetId}`, undefined, {
    signal,
  });

export const setGrant = (body: SetGrant) =>
  http().post<null>('/api/auth/setGrant', body, SHOWN_IN_PLACE);
