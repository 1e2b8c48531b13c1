import type { BuildInfo, LicenceValidation, UiInfoItem } from '@tessera/contracts';
import { http } from './client';

/** Started early by boot/prefetch.ts; the first call takes that answer (api/prefetched.ts). */
export const uiInfo = () => http().get<UiInfoItem[]>('/system/ui/info');

export const uiImageUrl = (paramValue: string) =>
  `/system/ui/image/${encodeURIComponent(paramValue)}`;

// SPEC §7: licence errors are not surfaced as messages; the caller turns them into state.
export const validateLicence = () =>
  http().get<LicenceValidation>('/anonymous/license/validate', {
    hideMsg: true,
  });

export const buildVersion = (signal?: AbortSignal) =>
  http().get<BuildInfo>('/about/build/version', { signal });
