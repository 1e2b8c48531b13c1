import { z } from 'zod';
import { emailSchema, mobileSchema, newPasswordSchema, nickNameSchema } from './rules.js';

/**
 * User administration (SPEC §2 system/user). Distinct from user.ts, which is one's own account.
 */

/** Who may sign in: letters, digits and `_ . @ -`, 2-50 characters (trimmed). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{2,50}$/;
export const newUsernameSchema = z
  .string()
  .trim()
  .min(1, 'validation.username.required')
  .regex(USERNAME_PATTERN, 'validation.username.format');

/**
 * User attributes (issue 21 part 5): named values a row rule reads as `${user.<name>}`, e.g.
 * region = East. Names are identifiers so a rule can name them unambiguously.
 */
export const USER_ATTRIBUTE_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,29}$/;
export const USER_ATTRIBUTE_LIMITS = { count: 20, valueLength: 200 } as const;
export const userAttributesSchema = z
  .record(
    z.string().regex(USER_ATTRIBUTE_NAME_PATTERN, 'validation.user.attributeName'),
    z.string().max(USER_ATTRIBUTE_LIMITS.valueLength, 'validation.user.attributeValue'),
  )
  .refine(
    (attributes) => Object.keys(attributes).length <= USER_ATTRIBUTE_LIMITS.count,
    'validation.user.attributeCount',
  );
export type UserAttributes = z.infer<typeof userAttributesSchema>;

const id = z.number().int().positive().max(2_147_483_647);
const optionalEmail = z
  .union([z.literal(''), emailSchema])
  .nullable()
  .optional();
const optionalPhone = z
  .union([z.literal(''), mobileSchema])
  .nullable()
  .optional();
const roleIds = z.array(id).min(1, 'validation.user.roleRequired').max(20);

/** POST /api/user/userGrid/{page}/{size}. */
export const userGridParamsSchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000),
  size: z.coerce.number().int().min(1).max(100),
});
export const userGridQuerySchema = z.strictObject({
  keyword: z.string().trim().max(50).optional(),
  deptId: id.optional(),
  roleId: id.optional(),
  enabled: z.boolean().optional(),
});
export type UserGridQuery = z.infer<typeof userGridQuerySchema>;

export interface RoleRef {
  id: number;
  code: string;
  name: string;
  builtin: boolean;
}

export interface UserGridRow {
  userId: number;
  username: string;
  nickName: string;
  email: string | null;
  phone: string | null;
  deptId: number;
  deptName: string;
  roles: RoleRef[];
  enabled: boolean;
  /** The user must choose a new password at their next sign-in. */
  mustChangePassword: boolean;
  attributes: UserAttributes;
  createTime: number;
}

export interface UserGridPage {
  listObject: UserGridRow[];
  itemCount: number;
}

/**
 * POST /api/user/create → {id, password?}. Without a password a strong one is generated,
 * answered once, and must be changed at the first sign-in.
 */
export const userCreateSchema = z.strictObject({
  username: newUsernameSchema,
  nickName: nickNameSchema,
  email: optionalEmail,
  phone: optionalPhone,
  deptId: id,
  roleIds,
  enabled: z.boolean(),
  password: newPasswordSchema.optional(),
  mustChangePassword: z.boolean().optional(),
  attributes: userAttributesSchema.optional(),
});
export type UserCreate = z.infer<typeof userCreateSchema>;

export interface UserCreateReply {
  id: number;
  /** Only when generated: shown once. */
  password?: string;
}

/** POST /api/user/update: the same fields with the id; the password has its own call. */
export const userUpdateSchema = z.strictObject({
  id,
  username: newUsernameSchema,
  nickName: nickNameSchema,
  email: optionalEmail,
  phone: optionalPhone,
  deptId: id,
  roleIds,
  enabled: z.boolean(),
  attributes: userAttributesSchema.optional(),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** POST /api/user/updateStatus: a disabled user's sessions stop at once (SECURITY A6). */
export const userStatusSchema = z.strictObject({ userId: id, enabled: z.boolean() });
export type UserStatus = z.infer<typeof userStatusSchema>;

/**
 * POST /api/user/adminUpdatePwd → {password?}: the typed password, or a generated one answered
 * once; either way the user's sessions end and they choose their own at the next sign-in.
 */
export const adminPasswordSchema = z.strictObject({
  userId: id,
  newPassword: newPasswordSchema.optional(),
});
export type AdminPassword = z.infer<typeof adminPasswordSchema>;
export interface AdminPasswordReply {
  password?: string;
}

/**
 * POST /api/user/delete/{id} with an optional body: the user the deleted user's resources are
 * handed to; without one, a user who still owns resources is not deleted (the refusal names them).
 */
export const userDeleteSchema = z
  .strictObject({ handOverTo: id.optional() })
  .optional()
  .transform((body) => body ?? {});
export type UserDelete = z.infer<typeof userDeleteSchema>;
