import { useState } from 'react';
import { Button, Space, Table } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UserGridRow } from '@tessera/contracts';
import { useIsMobile } from '../../../app/layout/useIsMobile';
import { useSession } from '../../../store/session';
import { useUserGrid } from '../queries';
import { DeleteUserDialog } from './DeleteUserDialog';
import { DeptFilter } from './DeptFilter';
import { ImportUsersDialog } from './ImportUsersDialog';
import { PasswordShownModal, type ShownPassword } from './PasswordShownModal';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UserFormDrawer } from './UserFormDrawer';
import { userColumns } from './userColumns';
import { UsersEmpty } from './UsersEmpty';
import { UsersToolbar } from './UsersToolbar';
import { useUserFilters } from './useUserFilters';
import './users.css';

const PAGE_SIZES = [10, 20, 50];

type Dialog =
  { kind: 'none' } | { kind: 'reset'; row: UserGridRow } | { kind: 'delete'; row: UserGridRow };
type FormState = { open: false } | { open: true; editing: UserGridRow | null };

/** System → Users (SPEC §2 system/user): filter by organisation, role and status; manage users. */
export default function UsersPage() {
  const { t, i18n } = useTranslation();
  const selfId = useSession((s) => s.user?.userId);
  const compact = useIsMobile();
  const filters = useUserFilters();
  const grid = useUserGrid(filters.page, filters.size, filters.query);
  const [form, setForm] = useState<FormState>({ open: false });
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const [shown, setShown] = useState<ShownPassword | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  // A failed first load shows the empty table under the client's error toast.
  const rows = grid.data?.listObject ?? (grid.isError ? [] : null);
  const dept = (
    <DeptFilter deptId={filters.deptId} onChange={filters.setDeptId} compact={compact} />
  );

  return (
    <div className="page page--wide" data-testid="users-page">
      <div className="page__header">
        <div>
          <h2 className="page__title">{t('users.title')}</h2>
          <div className="page__subtitle">{t('users.subtitle')}</div>
        </div>
        <Space>
          <Button
            icon={<UploadOutlined />}
            onClick={() => setImportOpen(true)}
            data-testid="users-import"
          >
            {t('users.import.button')}
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setForm({ open: true, editing: null })}
            data-testid="users-add"
          >
            {t('users.add')}
          </Button>
        </Space>
      </div>
      <div className="users-layout">
        {!compact && dept}
        <div className="users-card">
          <UsersToolbar
            keyword={filters.keyword}
            onKeyword={filters.setKeyword}
            roleId={filters.roleId}
            onRoleId={filters.setRoleId}
            enabled={filters.enabled}
            onEnabled={filters.setEnabled}
            dept={compact ? dept : undefined}
            total={grid.data ? grid.data.itemCount : null}
          />
          <Table<UserGridRow>
            rowKey="userId"
            columns={userColumns({
              t,
              language: i18n.language,
              selfId,
              onEdit: (row) => setForm({ open: true, editing: row }),
              onResetPassword: (row) => setDialog({ kind: 'reset', row }),
              onDelete: (row) => setDialog({ kind: 'delete', row }),
            })}
            dataSource={rows ?? []}
            loading={grid.isFetching}
            scroll={{ x: 1360 }}
            pagination={{
              current: filters.page,
              pageSize: filters.size,
              total: grid.data?.itemCount ?? 0,
              pageSizeOptions: PAGE_SIZES,
              showSizeChanger: true,
              onChange: filters.setPaging,
            }}
            locale={{
              emptyText:
                rows === null ? (
                  ' '
                ) : (
                  <UsersEmpty filtered={filters.filtered} onClear={filters.clear} />
                ),
            }}
            onRow={(row) => ({ 'data-testid': `users-row-${row.username}` }) as object}
            data-testid="users-table"
          />
        </div>
      </div>
      <UserFormDrawer
        open={form.open}
        editing={form.open ? form.editing : null}
        deptId={filters.deptId}
        onClose={() => setForm({ open: false })}
        onGenerated={setShown}
      />
      {dialog.kind === 'reset' && (
        <ResetPasswordDialog
          row={dialog.row}
          onClose={() => setDialog({ kind: 'none' })}
          onGenerated={setShown}
        />
      )}
      {dialog.kind === 'delete' && (
        <DeleteUserDialog
          row={dialog.row}
          candidates={rows ?? []}
          onClose={() => setDialog({ kind: 'none' })}
        />
      )}
      <PasswordShownModal shown={shown} onClose={() => setShown(null)} />
      <ImportUsersDialog open={importOpen} onClose={() => setImportOpen(false)} />
    </div>
  );
}
