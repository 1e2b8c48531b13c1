import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoleRow } from '@tessera/contracts';
import { roleLabel } from './roleLabel';

export interface RoleListProps {
  roles: readonly RoleRow[];
  selectedId: number | null;
  onSelect(id: number): void;
}

/** The roles, built-in ones first, each with how many users hold it. */
export function RoleList({ roles, selectedId, onSelect }: RoleListProps) {
  const { t } = useTranslation();
  return (
    <ul className="roles-list" aria-label={t('roles.pick')} data-testid="roles-list">
      {roles.map((role) => (
        <li key={role.id}>
          <button
            type="button"
            className={`roles-list__item${role.id === selectedId ? ' roles-list__item--active' : ''}`}
            aria-current={role.id === selectedId}
            onClick={() => onSelect(role.id)}
            data-testid={`role-item-${role.id}`}
          >
            <span className="roles-list__name" title={roleLabel(role, t)}>
              {roleLabel(role, t)}
            </span>
            {role.builtin && (
              <Tag color="blue" className="roles-list__tag">
                {t('roles.builtin')}
              </Tag>
            )}
            <span className="roles-list__count">
              {t('roles.userCount', { count: role.userCount })}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
