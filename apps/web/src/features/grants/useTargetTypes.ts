import { hasPermission, PERMISSIONS, type GrantTargetType } from '@tessera/contracts';
import { useSession } from '../../store/session';

const LIST_PERMISSION = {
  user: PERMISSIONS.systemUser,
  role: PERMISSIONS.systemRole,
  dept: PERMISSIONS.systemDept,
} as const;

/**
 * The kinds of target the caller can choose from: each needs its system page's permission (the
 * server lists users, roles and organisations to those only).
 */
export function useTargetTypes(): GrantTargetType[] {
  const user = useSession((s) => s.user);
  return (['user', 'role', 'dept'] as const).filter(
    (type) => Boolean(user?.isAdmin) || hasPermission(user, LIST_PERMISSION[type]),
  );
}
