import { z } from 'zod';
import { languageSchema } from './language.js';
import { loginPasswordSchema, usernameSchema } from './rules.js';

/** POST /api/auth/login (SPEC §7). The username is trimmed (SPEC §5). */
export const loginRequestSchema = z.strictObject({
  username: usernameSchema,
  password: loginPasswordSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /api/auth/login_token: exchange a still-valid token for a fresh one. */
export const loginTokenRequestSchema = z.strictObject({ token: z.string().min(1).max(4096) });
export type LoginTokenRequest = z.infer<typeof loginTokenRequestSchema>;

export interface TokenReply {
  token: string;
}

/** POST /api/auth/userInfo (SPEC §3 user session, §6 roles and permissions). */
export interface UserInfo {
  userId: number;
  username: string;
  nickName: string;
  email: string | null;
  phone: string | null;
  language: z.infer<typeof languageSchema> | null;
  orgId: number;
  orgName: string;
  /** Role codes: 'admin', 'org_admin', 'org_member', or custom role codes. */
  roles: string[];
  /** Permission strings derived from the roles' menus, e.g. 'system:user:read'. */
  permissions: string[];
  isAdmin: boolean;
  /**
   * A generated or reset password (issue 21): the web sends the user to change it, and every
   * route but one's own account answers 403 PASSWORD_CHANGE_REQUIRED until then.
   */
  mustChangePassword: boolean;
}

/** POST /api/user/setLanguage/{lang} */
export const setLanguageParamsSchema = z.strictObject({ lang: languageSchema });
