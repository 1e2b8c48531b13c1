import { useTranslation } from 'react-i18next';
import type { GrantTargetType } from '@tessera/contracts';
import { roleLabel } from '../system/roles/roleLabel';
import { useRoleList } from '../system/queries';
import { useTargetTypes } from './useTargetTypes';

/** The built-in roles' codes: their stored names, which the reader sees in their language. */
const BUILTIN_ROLES = ['admin', 'org_admin', 'org_member'];

/**
 * A target's name as people read it: built-in roles in the reader's language (as the roles page
 * names them, from the role list when the caller may read it), everything else by its own name.
 */
export function useTargetName(): (target: {
  targetType: GrantTargetType;
  targetId: number;
  targetName: string;
}) => string {
  const { t } = useTranslation();
  const mayListRoles = useTargetTypes().includes('role');
  const roles = useRoleList(mayListRoles);
  return ({ targetType, targetId, targetName }) => {
    if (targetType !== 'role') return targetName;
    const role = roles.data?.find((candidate) => candidate.id === targetId);
    if (role) return roleLabel(role, t);
    return BUILTIN_ROLES.includes(targetName)
      ? t(`role.${targetName}`, { defaultValue: targetName })
      : targetName;
  };
}
