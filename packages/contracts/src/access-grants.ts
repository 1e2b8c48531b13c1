import { z } from 'zod';
import type { GrantLevelName } from './grants.js';
import { asOneTree, withinFilterBounds } from './filter-bounds.js';
import { filterNodeSchema, type FilterNode } from './query-model.js';

/**
 * Data authorisation (issue 21 part 4): who holds which level on a data source, dataset, chart
 * or dashboard. A grant names a user, a role or an organisation ('dept'; optionally with its
 * sub-organisations). A person never grants more than they hold (SECURITY B6).
 */
export const GRANT_KINDS = ['datasource', 'dataset', 'chart', 'panel'] as const;
export type GrantKind = (typeof GRANT_KINDS)[number];

export const GRANT_TARGET_TYPES = ['user', 'role', 'dept'] as const;
export type GrantTargetType = (typeof GRANT_TARGET_TYPES)[number];

const levelSchema = z.enum(['view', 'use', 'export', 'manage']);
const numericId = z.number().int().positive().max(2_147_483_647);
const resourceId = z.string().min(1).max(64);

export const grantSchema = z.strictObject({
  targetType: z.enum(GRANT_TARGET_TYPES),
  targetId: numericId,
  level: levelSchema,
  /** For an organisation: its sub-organisations' users too (default false). */
  withSubOrgs: z.boolean().optional(),
});
export type Grant = z.infer<typeof grantSchema>;

/** A grant as listed: with the target's name so a dialog can show it. */
export interface GrantView {
  targetType: GrantTargetType;
  targetId: number;
  level: GrantLevelName;
  withSubOrgs: boolean;
  targetName: string;
}

/** POST /api/auth/grants/{kind}/{resourceId} → GrantView[]. */
export const grantsParamsSchema = z.strictObject({
  kind: z.enum(GRANT_KINDS),
  resourceId,
});

/**
 * POST /api/auth/saveGrants: replaces the resource's grants with `grants` (one per target). Needs
 * 'manage' on the resource; a level above the caller's own → 403, nothing written (B6).
 */
export const saveGrantsSchema = z.strictObject({
  kind: z.enum(GRANT_KINDS),
  resourceId,
  grants: z.array(grantSchema).max(500),
});
export type SaveGrants = z.infer<typeof saveGrantsSchema>;

/** POST /api/auth/grantsOf/{targetType}/{targetId} → TargetGrant[]: "what can this role see?" */
export const grantsOfParamsSchema = z.strictObject({
  targetType: z.enum(GRANT_TARGET_TYPES),
  targetId: z.coerce.number().int().positive().max(2_147_483_647),
});
export interface TargetGrant {
  kind: GrantKind;
  resourceId: string;
  resourceName: string;
  level: GrantLevelName;
  withSubOrgs: boolean;
}

/**
 * POST /api/auth/setGrant: one cell from the target's side; level null revokes. The same rules
 * as saveGrants ('manage' on the resource, never above one's own level).
 */
export const setGrantSchema = z.strictObject({
  kind: z.enum(GRANT_KINDS),
  resourceId,
  targetType: z.enum(GRANT_TARGET_TYPES),
  targetId: numericId,
  level: levelSchema.nullable(),
  withSubOrgs: z.boolean().optional(),
});
export type SetGrant = z.infer<typeof setGrantSchema>;

/**
 * Row permissions (issue 21 part 5, SECURITY B3/B4): a filter tree of the query model over the
 * dataset's fields, for a user, a role or an organisation. A condition's string value
 * `${user.<attribute>}` reads the signed-in user's attribute (a user without it sees no row).
 * Every rule that applies to a caller is ANDed into every query of the dataset; system
 * administrators are exempt.
 */
export const USER_ATTRIBUTE_VALUE = /^\$\{user\.([A-Za-z][A-Za-z0-9_]{0,29})\}$/;

export const rowPermissionSaveSchema = z.strictObject({
  datasetId: resourceId,
  targetType: z.enum(GRANT_TARGET_TYPES),
  targetId: numericId,
  filter: withinFilterBounds(filterNodeSchema, asOneTree),
});
export type RowPermissionSave = z.infer<typeof rowPermissionSaveSchema>;

export interface RowPermission {
  id: string;
  datasetId: string;
  targetType: GrantTargetType;
  targetId: number;
  targetName: string;
  filter: FilterNode;
}

/** POST /dataset/rowPermission/delete: one target's rule goes. */
export const rowPermissionDeleteSchema = z.strictObject({
  datasetId: resourceId,
  targetType: z.enum(GRANT_TARGET_TYPES),
  targetId: numericId,
});

/** /dataset/rowPermission/list/{datasetId}, /dataset/columnPermission/list/{datasetId} */
export const permissionListParamsSchema = z.strictObject({ datasetId: resourceId });

/**
 * Column permissions (issue 21 part 6): for a user, role or organisation a field is hidden
 * (absent from field lists, refused in every query naming it, directly or through a calculated
 * field) or masked (text fields: the first `keepStart` and last `keepEnd` characters kept, the
 * rest `*`). Where several apply, hide wins; masks keep the fewest characters.
 */
export const COLUMN_PERMISSION_MODES = ['hide', 'mask'] as const;
export type ColumnPermissionMode = (typeof COLUMN_PERMISSION_MODES)[number];

export const columnPermissionSaveSchema = z.strictObject({
  datasetId: resourceId,
  targetType: z.enum(GRANT_TARGET_TYPES),
  targetId: numericId,
  fieldId: resourceId,
  mode: z.enum(COLUMN_PERMISSION_MODES),
  keepStart: z.number().int().min(0).max(50).optional(),
  keepEnd: z.number().int().min(0).max(50).optional(),
});
export type ColumnPermissionSave = z.infer<typeof columnPermissionSaveSchema>;

export interface ColumnPermission {
  id: string;
  datasetId: string;
  targetType: GrantTargetType;
  targetId: number;
  targetName: string;
  fieldId: string;
  fieldName: string;
  mode: ColumnPermissionMode;
  keepStart: number;
  keepEnd: number;
}

export const columnPermissionDeleteSchema = z.strictObject({
  datasetId: resourceId,
  targetType: z.enum(GRANT_TARGET_TYPES),
  targetId: numericId,
  fieldId: resourceId,
});

/**
 * POST /dataset/previewAs/{datasetId} {userId}: the dataset's preview as that user sees it, row
 * and column permissions applied ("view as user"); for those who manage the dataset.
 */
export const previewAsSchema = z.strictObject({ userId: numericId });
