import { z } from 'zod';
import { emailSchema, mobileSchema, newPasswordSchema, nickNameSchema } from './rules.js';

/** POST /api/user/personInfo: the signed-in user's own details. */
export interface PersonInfo {
  userId: number;
  username: string;
  nickName: string;
  email: string | null;
  phone: string | null;
  orgName: string;
  /** Built-in roles (builtin true) are shown by their localised code, others by name. */
  roles: { code: string; name: string; builtin: boolean }[];
  createTime: number;
}

/** POST /api/user/updatePersonInfo. Empty email/phone clear the value. */
export const personInfoUpdateSchema = z.strictObject({
  nickName: nickNameSchema,
  email: z
    .union([z.literal(''), emailSchema])
    .nullable()
    .optional(),
  phone: z
    .union([z.literal(''), mobileSchema])
    .nullable()
    .optional(),
});
export type PersonInfoUpdate = z.infer<typeof personInfoUpdateSchema>;

/** POST /api/user/updatePersonPwd: answers a fresh token; every other session is revoked. */
export const passwordUpdateSchema = z
  .strictObject({
    oldPassword: z.string().min(1, 'validation.password.required').max(256),
    newPassword: newPasswordSchema,
    confirmPassword: z.string().max(256),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'validation.password.mismatch',
    path: ['confirmPassword'],
  });
export type PasswordUpdate = z.infer<typeof passwordUpdateSchema>;
