import { z } from 'zod';
import { sharePasswordSchema } from './rules.js';

/**
 * Share links (issue 23, SPEC §7 `api/link/*`): one link per dashboard, made on first ask, that
 * opens the dashboard to anyone holding it — optionally behind a 4-digit PIN (SPEC §5) and
 * until an expiry date. A link id carries 128 random bits.
 */
export const LINK_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Wrong PINs per link and client address before that address is locked out of the link. */
export const LINK_PIN_MAX_FAILURES = 5;
/** How long such a lock lasts. */
export const LINK_PIN_LOCK_MINUTES = 15;
/** How long a visitor's link token lasts after the PIN was accepted. */
export const LINK_TOKEN_MINUTES = 120;

const resourceId = z.string().min(1).max(64);
const linkId = z.string().min(1).max(64);

/** switchLink: the link on or off. */
export const linkSwitchSchema = z.strictObject({ resourceId, valid: z.boolean() });
/** enablePwd: the PIN asked for or not. */
export const linkEnablePwdSchema = z.strictObject({ resourceId, enablePwd: z.boolean() });
/** resetPwd: a new random PIN, or the owner's own 4 digits; earlier visitors' tokens die. */
export const linkResetPwdSchema = z.strictObject({
  resourceId,
  pwd: sharePasswordSchema.optional(),
});
/** overTime: when the link stops opening (epoch ms), or never (null). */
export const linkOverTimeSchema = z.strictObject({
  resourceId,
  overTime: z.number().int().positive().max(8_640_000_000_000_000).nullable(),
});
/** allowExport: whether the link's visitors may export its charts' data (off until allowed). */
export const linkAllowExportSchema = z.strictObject({ resourceId, allowExport: z.boolean() });
/** validate: what a visitor's page needs to know about a link before showing anything. */
export const linkValidateSchema = z.strictObject({ link: linkId });
/** validatePwd: the visitor's PIN; a right one answers a token in the LINK-PWD-TOKEN header. */
export const linkValidatePwdSchema = z.strictObject({ link: linkId, password: z.string().max(16) });

/** The owner's view of a dashboard's link (currentGenerate and every change). */
export interface LinkInfo {
  id: string;
  resourceId: string;
  enablePwd: boolean;
  /** The PIN, for the owner to pass on. */
  pwd: string;
  valid: boolean;
  /** When the link stops opening (epoch ms); null: never. */
  overTime: number | null;
  /** Wrong PINs since the PIN was last set, for the owner to notice guessing. */
  failedAttempts: number;
  /** Visitors may export the charts' data (issue 23 part 5); off unless the owner allows it. */
  allowExport: boolean;
}

/** A visitor's view of a link (validate). */
export interface LinkValidation {
  resourceId: string;
  enablePwd: boolean;
  /** A PIN is not needed, or the visitor's token already passed it. */
  passPwd: boolean;
  expired: boolean;
  valid: boolean;
  /** The owner lets visitors export the charts' data: the page offers it. */
  allowExport: boolean;
}
