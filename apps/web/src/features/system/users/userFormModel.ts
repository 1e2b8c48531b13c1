import type { UserAttributes, UserCreate, UserGridRow, UserUpdate } from '@tessera/contracts';

/** One row of the attributes editor. */
export interface AttributeRow {
  name?: string;
  value?: string;
}

/** How a new user's first password is chosen. */
export type PasswordMode = 'generate' | 'type';

/** What the user form holds; the contract's bodies are built from it on save. */
export interface UserFormValues {
  username: string;
  nickName: string;
  email: string;
  phone: string;
  deptId: number | undefined;
  roleIds: number[];
  enabled: boolean;
  passwordMode: PasswordMode;
  password?: string;
  mustChangePassword: boolean;
  attributes: AttributeRow[];
}

export function emptyValues(deptId: number | undefined): UserFormValues {
  return {
    username: '',
    nickName: '',
    email: '',
    phone: '',
    deptId,
    roleIds: [],
    enabled: true,
    passwordMode: 'generate',
    password: '',
    mustChangePassword: true,
    attributes: [],
  };
}

export function valuesOf(row: UserGridRow): UserFormValues {
  return {
    ...emptyValues(row.deptId),
    username: row.username,
    nickName: row.nickName,
    email: row.email ?? '',
    phone: row.phone ?? '',
    roleIds: row.roles.map((role) => role.id),
    enabled: row.enabled,
    attributes: Object.entries(row.attributes).map(([name, value]) => ({ name, value })),
  };
}

/** The editor's rows as the contract's record; a row left wholly empty is no attribute. */
export function attributesOf(rows: readonly AttributeRow[] | undefined): UserAttributes {
  return Object.fromEntries(
    (rows ?? [])
      .map((row) => [(row.name ?? '').trim(), row.value ?? ''] as const)
      .filter(([name, value]) => name !== '' || value !== ''),
  );
}

function common(values: UserFormValues) {
  return {
    username: values.username.trim(),
    nickName: values.nickName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    // The form's rules require an organisation before it saves.
    deptId: values.deptId ?? 0,
    roleIds: values.roleIds,
    enabled: values.enabled,
    attributes: attributesOf(values.attributes),
  };
}

/** A generated password is the server's to make: no password field is sent at all. */
export function createBody(values: UserFormValues): UserCreate {
  if (values.passwordMode === 'generate') return common(values);
  return {
    ...common(values),
    password: values.password ?? '',
    mustChangePassword: values.mustChangePassword,
  };
}

export const updateBody = (id: number, values: UserFormValues): UserUpdate => ({
  id,
  ...common(values),
});
