import type { TFunction } from 'i18next';

/** A built-in role by its localised name (as the person page shows it); a custom one by its own. */
export const roleLabel = (role: { code: string; name: string; builtin: boolean }, t: TFunction) =>
  role.builtin ? t(`role.${role.code}`, { defaultValue: role.name }) : role.name;
