import type { LoginRequest, TokenReply, UserInfo } from '@tessera/contracts';
import { http } from './client';

// The login page shows a failed sign-in inline, next to the form, instead of as a toast.
export const login = (body: LoginRequest) =>
  http().post<TokenReply>('/api/auth/login', body, { hideMsg: true });

export const loginToken = (token: string) =>
  http().post<TokenReply>('/api/auth/login_token', { token });

/** SPEC §8: an empty answer means the token is not usable; fail with a localised message. */
export class EmptyUserInfoError extends Error {}

export async function userInfo(emptyMessage: string): Promise<UserInfo> {
  const info = await http().post<UserInfo | null>('/api/auth/userInfo');
  if (!info || typeof info !== 'object' || !('userId' in info)) {
    throw new EmptyUserInfoError(emptyMessage);
  }
  return info;
}

// Logging out with an already-expired token must not show an error toast.
export const logout = () => http().post<null>('/api/auth/logout', undefined, { hideMsg: true });
