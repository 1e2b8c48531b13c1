import type { LinkPolicy } from '@tessera/contracts';
import { http, SHOWN_IN_PLACE } from './client';

/** The tenant's share-link policy (issue 23 part 2): every signed-in user reads it. */
export const linkPolicy = (signal?: AbortSignal) =>
  http().get<LinkPolicy>('/api/link/policy', { signal });

/** An administrator's new policy; a refusal is shown on the card that saved it. */
export const saveLinkPolicy = (body: LinkPolicy) =>
  http().post<LinkPolicy>('/api/link/policy', body, SHOWN_IN_PLACE);
