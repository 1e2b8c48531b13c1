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
/** A dashboard exported whole, drawn in the browser (issue 23 part 5): a picture or a PDF. */
export const DASHBOARD_EXPORT_FORMATS = ['png', 'pdf-page', 'pdf-screens'] as const;
export type DashboardExportFormat = (typeof DASHBOARD_EXPORT_FORMATS)[number];
/**
 * dashboardExported: a link visitor's page tells the server it exported the dashboard (the file
 * is drawn in the browser), so the link's events hold every export (part 6).
 */
export const linkDashboardExportedSchema = z.strictObject({
  resourceId,
  format: z.enum(DASHBOARD_EXPORT_FORMATS),
});
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
  /** The tenant's link policy: why the dialog's PIN or expiry switch is locked. */
  policy: LinkPolicy;
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

/**
 * `POST /api/link/resourceDetail/{resourceId}`: what a visitor's page needs to name the
 * dashboard a link opens (its title, the tab's title) before it draws the document.
 */
export interface LinkResourceDetail {
  id: string;
  name: string;
}

// ---------------------------------------------------------------------------------------------
// The administrator's link policy (issue 23 part 2: "an administrator setting can require a
// PIN and an expiry on every link"), one per tenant.

/** The longest expiry a policy may allow, and the default it bounds when it names none. */
export const LINK_POLICY_MAX_DAYS = 3650;
/** With an expiry required and no longest one named, a new link stays open this long. */
export const LINK_DEFAULT_EXPIRY_DAYS = 7;
const DAY_MS = 86_400_000;

export const linkPolicySchema = z.strictObject({
  /** Every link asks for its PIN: new links are made with it on, and it cannot be turned off. */
  requirePwd: z.boolean(),
  /** Every link has an expiry: it cannot be cleared, and a link without one does not open. */
  requireOverTime: z.boolean(),
  /** With an expiry required: how many days from when it is set it may lie at most. */
  maxDays: z.number().int().min(1).max(LINK_POLICY_MAX_DAYS).nullable().optional(),
});
export type LinkPolicy = z.output<typeof linkPolicySchema>;

/** No row stored: links as their owners set them. */
export const DEFAULT_LINK_POLICY: LinkPolicy = Object.freeze({
  requirePwd: false,
  requireOverTime: false,
  maxDays: null,
});

/** The latest expiry a policy lets an owner set at `now` (epoch ms); null: no bound. */
export function latestLinkExpiry(policy: LinkPolicy, now: number): number | null {
  return policy.requireOverTime && policy.maxDays ? now + policy.maxDays * DAY_MS : null;
}

/** How many days a new link stays open under a policy that requires an expiry. */
export const newLinkExpiryDays = (policy: LinkPolicy): number =>
  Math.min(policy.maxDays ?? LINK_DEFAULT_EXPIRY_DAYS, LINK_DEFAULT_EXPIRY_DAYS);

/** The expiry a new link gets under a policy at `now`: none unless one is required. */
export function newLinkExpiry(policy: LinkPolicy, now: number): number | null {
  return policy.requireOverTime ? now + newLinkExpiryDays(policy) * DAY_MS : null;
}
