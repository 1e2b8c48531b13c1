import { Button, Space, Tabs, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RoleRow } from '@tessera/contracts';
import { roleGrantsTab } from '../../grants/roleGrantsTab';
import { roleLabel } from './roleLabel';
import { RoleMenusTab } from './RoleMenusTab';
import { RoleUsersTab } from './RoleUsersTab';

export interface RoleDetailProps {
  role: RoleRow;
  sessionIsAdmin: boolean;
  onEdit(): void;
  onDelete(): void;
}

/** One role: its name and description, what it opens, and who holds it. */
export function RoleDetail({ role, sessionIsAdmin, onEdit, onDelete }: RoleDetailProps) {
  const { t } = useTranslation();
  // Built-in roles keep their names everywhere (SPEC §6); the tooltip says why the buttons rest.
  const locked = role.builtin ? t('roles.builtinLocked') : undefined;
  // A built-in role's stored description is in one language only; its localised name says enough.
  const description = role.builtin ? null : role.description?.trim() || t('roles.noDescription');
  return (
    <section className="roles-detail" data-testid="role-detail">
      <header className="roles-detail__header">
        <div className="roles-detail__heading">
          <h3 className="roles-detail__name" data-testid="role-detail-name">
            {roleLabel(role, t)}
          </h3>
          <div className="roles-detail__description">{description}</div>
        </div>
        <Space size={8}>
          <Tooltip title={locked}>
            <Button
              icon={<EditOutlined />}
              disabled={role.builtin}
              onClick={onEdit}
              data-testid="role-edit"
            >
              {t('roles.edit')}
            </Button>
          </Tooltip>
          <Tooltip title={locked}>
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={role.builtin}
              onClick={onDelete}
              data-testid="role-delete"
            >
              {t('roles.delete')}
            </Button>
          </Tooltip>
        </Space>
      </header>
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'menus',
            label: t('roles.tabMenus'),
            children: <RoleMenusTab key={role.id} role={role} sessionIsAdmin={sessionIsAdmin} />,
          },
          {
            key: 'users',
            label: <span data-testid="role-tab-users">{t('roles.tabUsers')}</span>,
            children: <RoleUsersTab key={role.id} roleId={role.id} />,
          },
          roleGrantsTab(role.id, t),
        ]}
      />
    </section>
  );
}
