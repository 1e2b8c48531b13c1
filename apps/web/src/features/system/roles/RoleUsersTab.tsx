import { useState } from 'react';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserGridRow } from '@tessera/contracts';
import { useUserGrid } from '../queries';

const PAGE_SIZE = 10;

/** The users who hold a role, a page at a time. */
export function RoleUsersTab({ roleId }: { roleId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const grid = useUserGrid(page, PAGE_SIZE, { roleId });
  return (
    <Table<UserGridRow>
      rowKey="userId"
      size="small"
      scroll={{ x: 'max-content' }}
      dataSource={grid.data?.listObject ?? []}
      loading={grid.isFetching}
      columns={[
        { key: 'username', dataIndex: 'username', title: t('roles.users.username') },
        { key: 'nickName', dataIndex: 'nickName', title: t('roles.users.nickName') },
        { key: 'deptName', dataIndex: 'deptName', title: t('roles.users.org') },
        {
          key: 'enabled',
          title: t('roles.users.status'),
          render: (_: unknown, user: UserGridRow) =>
            user.enabled ? (
              <Tag color="green">{t('roles.users.enabled')}</Tag>
            ) : (
              <Tag>{t('roles.users.disabled')}</Tag>
            ),
        },
      ]}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: grid.data?.itemCount ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (total) => t('roles.users.total', { count: total }),
        onChange: setPage,
      }}
      locale={{ emptyText: grid.data ? t('roles.users.empty') : ' ' }}
      onRow={(user) => ({ 'data-testid': `role-user-${user.username}` }) as object}
      data-testid="role-users"
    />
  );
}
