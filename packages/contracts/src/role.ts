import { z } from 'zod';
import { nameSchema } from './names.js';

/**
 * Roles (SPEC §2 system/role, §6): the three built-in roles shared by every organisation, and
 * custom roles belonging to one tenant. A role carries menu authorisation (the menus and
 * operations it opens) and, through grants, data authorisation.
 */
export interface RoleRow {
  id: number;
  code: string;
  name: string;
  description: string | null;
  builtin: boolean;
  /** The tenant a custom role belongs to; null for the built-in roles. */
  orgId: number | null;
  userCount: number;
}

export const roleNameSchema = nameSchema({
  min: 1,
  max: 50,
  lengthKey: 'validation.name.tooLong',
  requiredKey: 'validation.name.required',
});

const roleDescriptionSchema = z.string().max(200, 'validation.role.descTooLong').nullable();

/** POST /api/role/create → {id}. */
export const roleCreateSchema = z.strictObject({
  name: roleNameSchema,
  description: roleDescriptionSchema.optional(),
});
export type RoleCreate = z.infer<typeof roleCreateSchema>;

/** POST /api/role/update. */
export const roleUpdateSchema = z.strictObject({
  id: z.number().int().positive().max(2_147_483_647),
  name: roleNameSchema,
  description: roleDescriptionSchema.optional(),
});
export type RoleUpdate = z.infer<typeof roleUpdateSchema>;

/** POST /api/role/menus/{roleId} answers the ids of the menus the role opens. */
export const roleIdParamsSchema = z.strictObject({
  roleId: z.coerce.number().int().positive().max(2_147_483_647),
});

export interface RoleMenus {
  roleId: number;
  /** Ids of `/api/dynamicMenu/menus` nodes (pages and operations). */
  menuIds: number[];
}

/**
 * POST /api/role/menuTree answers `MenuNode[]` (menu.ts): the menus and operations the caller may
 * tick for a role — every one for a system administrator, else those the caller holds, with
 * their folders. Unlike /api/dynamicMenu/menus it includes operations (type 2).
 */

/** POST /api/role/saveMenus: replaces the role's menus; one grants only menus one holds (B6). */
export const roleMenusSaveSchema = z.strictObject({
  roleId: z.number().int().positive().max(2_147_483_647),
  menuIds: z.array(z.number().int().positive().max(2_147_483_647)).max(500),
});
export type RoleMenusSave = z.infer<typeof roleMenusSaveSchema>;
