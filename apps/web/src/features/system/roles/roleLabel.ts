import type { TFunction } from 'i18next';
import type { RoleRow } from '@tessera/contracts';

/** Built-in roles are named in the reader's language by code; custom roles by their own name. */
export const roleLabel = (role: Pick<RoleRow, 'builtin' | 'code' | 'name'>, t: TFunction) =>
  role.builtin ? t(`role.${role.code}`, { defaultValue: role.name }) : role.name;

/** The built-in administrator holds every menu; its authorisation is not editable. */
export const isAdminRole = (role: Pick<RoleRow, 'builtin' | 'code'>) =>
  role.builtin && role.code === 'admin';

/** Built-in roles first, each group in the server's order. */
export const sortRoles = (roles: readonly RoleRow[]) => [
  ...roles.filter((role) => role.builtin),
  ...roles.filter((role) => !role.builtin),
];
