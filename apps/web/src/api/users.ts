import type {
  AdminPassword,
  AdminPasswordReply,
  UserCreate,
  UserCreateReply,
  UserDelete,
  UserGridPage,
  UserGridQuery,
  UserImportReply,
  UserStatus,
  UserUpdate,
} from '@tessera/contracts';
import { http, SHOWN_IN_PLACE } from './client';
import { UPLOAD_TIMEOUT_MS } from './datasetUpload';

/** User administration (SPEC §2 system/user; issue 21 contract). */
export const userGrid = (page: number, size: number, query: UserGridQuery, signal?: AbortSignal) =>
  http().post<UserGridPage>(`/api/user/userGrid/${page}/${size}`, query, { signal });

// The users page shows these refusals where they belong (the username taken under its field,
// the resources a deleted user owns in the delete dialog).

export const createUser = (body: UserCreate) =>
  http().post<UserCreateReply>('/api/user/create', body, SHOWN_IN_PLACE);

export const updateUser = (body: UserUpdate) =>
  http().post<null>('/api/user/update', body, SHOWN_IN_PLACE);

export const deleteUser = (id: number, body: UserDelete = {}) =>
  http().post<null>(`/api/user/delete/${id}`, body, SHOWN_IN_PLACE);

export const updateUserStatus = (body: UserStatus) =>
  http().post<null>('/api/user/updateStatus', body);

/** Answers the generated password when none was typed; the user changes it at next sign-in. */
export const adminUpdatePassword = (body: AdminPassword) =>
  http().post<AdminPasswordReply>('/api/user/adminUpdatePwd', body, SHOWN_IN_PLACE);

/**
 * POST /api/user/import: the file as multipart in the field `file` → a report per row. Each
 * created user costs the server a password hash, so a long list waits as long as an upload;
 * the import dialog shows a refused file in place.
 */
export function importUsers(file: File): Promise<UserImportReply> {
  const form = new FormData();
  form.append('file', file, file.name);
  return http().post<UserImportReply>('/api/user/import', form, {
    ...SHOWN_IN_PLACE,
    timeout: UPLOAD_TIMEOUT_MS,
  });
}
