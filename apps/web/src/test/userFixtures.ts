import type { UserInfo } from '@tessera/contracts';

/** A signed-in user holding exactly these permissions (SPEC §6), for component tests. */
export const userWith = (permissions: string[]): UserInfo => ({
  userId: 1,
  username: 'u',
  nickName: 'U',
  email: null,
  phone: null,
  language: null,
  orgId: 1,
  orgName: 'Org',
  roles: [],
  permissions,
  isAdmin: false,
  mustChangePassword: false,
});
