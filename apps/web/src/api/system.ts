import type { BuildInfo, LicenceValidation, UiInfoItem } from '@tessera/contracts';
import { http } from './client';
import { prefetchedAdapter } from './prefetched';

/** Started early by boot/prefetch.ts; the first call takes that answer. */
export const uiInfo = () =>
  http().get<UiInfoItem[]>('/system/ui/info', { adapter: prefetchedAdapter });

export const uiImageUrl = (paramValue: string) =>
  `/system/ui/image/${encodeURIComponent(paramValue)}`;

// SPEC §7: licence errors are not surfaced as messages; the caller turns them into state.
export const validateLicence = () =>
  http().get<LicenceValidation>('/anonymous/license/validate', {
    hideMsg: true,
    adapter: prefetchedAdapter,
  });

export const buildVersion = (signal?: AbortSignal) =>
  http().get<BuildInfo>('/about/build/version', { signal });
