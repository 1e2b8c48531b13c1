import { ApartmentOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import type { GrantTargetType } from '@tessera/contracts';

const ICONS = {
  user: UserOutlined,
  role: TeamOutlined,
  dept: ApartmentOutlined,
} satisfies Record<GrantTargetType, unknown>;

/** A grant's target at a glance: a person, a role or an organisation. */
export function TargetIcon({ type }: { type: GrantTargetType }) {
  const Icon = ICONS[type];
  return <Icon className={`grants-target-icon grants-target-icon--${type}`} />;
}
