import type {
  Language,
  PasswordUpdate,
  PersonInfo,
  PersonInfoUpdate,
  TokenReply,
} from '@tessera/contracts';
import { http } from './client';

export const setLanguage = (lang: Language) =>
  http().post<null>(`/api/user/setLanguage/${encodeURIComponent(lang)}`);

export const personInfo = (signal?: AbortSignal) =>
  http().post<PersonInfo>('/api/user/personInfo', undefined, { signal });

export const updatePersonInfo = (body: PersonInfoUpdate) =>
  http().post<PersonInfo>('/api/user/updatePersonInfo', body);

/** Answers a fresh token: every other session of the user is revoked. */
export const updatePersonPwd = (body: PasswordUpdate) =>
  http().post<TokenReply>('/api/user/updatePersonPwd', body);
