import { z } from 'zod';

/** GET /system/ui/info: UI settings; the client keys them by paramKey (SPEC §3 uiInfo). */
export interface UiInfoItem {
  paramKey: string;
  paramValue: string | null;
  type: 'text' | 'image' | 'boolean';
}

/** Known UI parameter keys. */
export const UI_KEYS = { logo: 'ui.logo', title: 'ui.title', docsUrl: 'ui.docsUrl' } as const;

/** GET /system/ui/image/{paramValue}: an opaque id of a stored image. */
export const uiImageParamsSchema = z.strictObject({
  paramValue: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});

/** SPEC §3 licence. */
export const LICENCE_STATUSES = ['valid', 'invalid', 'expired', 'no_record'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

/** GET /anonymous/license/validate */
export interface LicenceValidation {
  status: LicenceStatus;
  message: string;
  edition: 'standard' | 'enterprise' | null;
  expireTime: number | null;
}

/**
 * GET /about/build/version: the product's version only. Runtime details (Node.js version, start
 * time) would tell any signed-in user which advisories apply, so they stay in the server log.
 */
export interface BuildInfo {
  version: string;
}
