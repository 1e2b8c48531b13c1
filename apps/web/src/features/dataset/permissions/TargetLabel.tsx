import { ApartmentOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { GrantTargetType } from '@tessera/contracts';
import { roleLabel } from '../../system/roles/roleLabel';
import { useRoleList } from '../../system/queries';

export interface TargetLabelProps {
  targetType: GrantTargetType;
  targetId: number;
  targetName: string;
}

const ICONS = { user: UserOutlined, role: TeamOutlined, dept: ApartmentOutlined } as const;

/** Who a rule applies to: a user, role or organisation's icon and name (built-in roles localised). */
export function TargetLabel({ targetType, targetId, targetName }: TargetLabelProps) {
  const { t } = useTranslation();
  const roles = useRoleList();
  const Icon = ICONS[targetType];
  const role = targetType === 'role' ? roles.data?.find((item) => item.id === targetId) : undefined;
  const name = role ? roleLabel(role, t) : targetName;
  return (
    <span className="dataset-perm__target" data-testid={`perm-target-${targetType}-${targetId}`}>
      <Icon aria-label={t(`datasetPermissions.target.${targetType}`)} />
      <span>{name}</span>
    </span>
  );
}
