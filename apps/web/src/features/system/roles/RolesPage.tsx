import { useState } from 'react';
import { Button, Empty, Result, Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../store/session';
import { useRoleList } from '../queries';
import { RoleDetail } from './RoleDetail';
import { RoleDialogs, type RoleDialogState } from './RoleDialogs';
import { RoleList } from './RoleList';
import { sortRoles } from './roleLabel';
import { useRoleMutations } from './useRoleMutations';
import './roles.css';

/** System → Roles (SPEC §2 system/role, §6): the roles, their menus and their users. */
export default function RolesPage() {
  const { t } = useTranslation();
  const sessionIsAdmin = useSession((s) => s.user?.isAdmin ?? false);
  const list = useRoleList();
  const mutations = useRoleMutations();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<RoleDialogState>(null);

  const roles = sortRoles(list.data ?? []);
  // The chosen role, or the first while none is chosen (or the chosen one was deleted).
  const selected = roles.find((role) => role.id === chosenId) ?? roles[0] ?? null;

  const open = (next: RoleDialogState) => {
    // A refusal shown in the last dialog must not greet the next one.
    mutations.create.reset();
    mutations.update.reset();
    mutations.remove.reset();
    setDialog(next);
  };

  return (
    <div className="page page--wide" data-testid="roles-page">
      <div className="page__header roles-header">
        <div>
          <h2 className="page__title">{t('roles.title')}</h2>
          <div className="page__subtitle">{t('roles.subtitle')}</div>
        </div>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => open({ kind: 'create' })}
          data-testid="roles-new"
        >
          {t('roles.new')}
        </Button>
      </div>
      {list.data ? (
        roles.length > 0 && selected ? (
          <div className="roles-layout">
            <aside className="roles-layout__list">
              <RoleList roles={roles} selectedId={selected.id} onSelect={setChosenId} />
            </aside>
            <div className="roles-layout__detail">
              <RoleDetail
                key={selected.id}
                role={selected}
                sessionIsAdmin={sessionIsAdmin}
                onEdit={() => open({ kind: 'edit', role: selected })}
                onDelete={() => open({ kind: 'delete', role: selected })}
              />
            </div>
          </div>
        ) : (
          <div className="roles-card">
            <Empty description={t('roles.empty')} data-testid="roles-empty" />
          </div>
        )
      ) : list.isError ? (
        <Result
          status="warning"
          title={t('roles.loadFailed')}
          extra={<Button onClick={() => void list.refetch()}>{t('roles.retry')}</Button>}
        />
      ) : (
        <div className="roles-card roles-card--loading">
          <Spin />
        </div>
      )}
      <RoleDialogs
        dialog={dialog}
        mutations={mutations}
        onCreated={setChosenId}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
