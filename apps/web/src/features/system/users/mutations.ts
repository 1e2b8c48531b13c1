import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPassword, UserCreate, UserStatus, UserUpdate } from '@tessera/contracts';
import * as usersApi from '../../../api/users';
import { systemKeys } from '../queries';

/**
 * The users page's changes. Each one refetches the users; those that move a user in or out of
 * an organisation refetch the tree too, whose nodes count their users.
 */
function useRefetch(alsoDepts: boolean) {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: systemKeys.users() }),
      alsoDepts ? client.invalidateQueries({ queryKey: systemKeys.depts() }) : null,
    ]);
  };
}

export function useCreateUser() {
  const onSuccess = useRefetch(true);
  return useMutation({
    mutationFn: (body: UserCreate) => usersApi.createUser(body),
    onSuccess,
  });
}

export function useUpdateUser() {
  const onSuccess = useRefetch(true);
  return useMutation({
    mutationFn: (body: UserUpdate) => usersApi.updateUser(body),
    onSuccess,
  });
}

export function useDeleteUser() {
  const onSuccess = useRefetch(true);
  return useMutation({
    mutationFn: ({ id, handOverTo }: { id: number; handOverTo?: number }) =>
      usersApi.deleteUser(id, handOverTo === undefined ? {} : { handOverTo }),
    onSuccess,
  });
}

/** A refusal (the last administrator, oneself) reaches the user as the client's toast. */
export function useUpdateUserStatus() {
  const onSuccess = useRefetch(false);
  return useMutation({
    mutationFn: (body: UserStatus) => usersApi.updateUserStatus(body),
    onSuccess,
  });
}

export function useResetPassword() {
  const onSuccess = useRefetch(false);
  return useMutation({
    mutationFn: (body: AdminPassword) => usersApi.adminUpdatePassword(body),
    onSuccess,
  });
}

/** Imported users join the list and their organisations' counts, whatever the report says. */
export function useImportUsers() {
  const onSuccess = useRefetch(true);
  return useMutation({
    mutationFn: (file: File) => usersApi.importUsers(file),
    onSuccess,
  });
}
