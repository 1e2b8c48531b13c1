import { Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { UserGridRow } from '@tessera/contracts';
import { formatTime } from '../../../lib/time';
import { EnabledSwitch } from './EnabledSwitch';
import { roleLabel } from './roleLabel';
import { UserRowActions } from './UserRowActions';

export interface UserColumnsOptions {
  t: TFunction;
  language: string;
  /** The signed-in user: their own row cannot be disabled, reset or deleted here. */
  selfId: number | undefined;
  onEdit(row: UserGridRow): void;
  onResetPassword(row: UserGridRow): void;
  onDelete(row: UserGridRow): void;
}

const dash = (value: string | null) => value || <span className="users-muted">-</span>;

/** The users table's columns; widths add up so narrow screens scroll instead of squeezing. */
export function userColumns(options: UserColumnsOptions): ColumnsType<UserGridRow> {
  const { t, language, selfId } = options;
  return [
    {
      key: 'username',
      title: t('users.column.username'),
      width: 150,
      fixed: 'left',
      ellipsis: true,
      render: (_, row) => <span className="users-strong">{row.username}</span>,
    },
    {
      key: 'nickName',
      title: t('users.column.nickName'),
      width: 140,
      ellipsis: true,
      dataIndex: 'nickName',
    },
    { key: 'org', title: t('users.column.org'), width: 150, ellipsis: true, dataIndex: 'deptName' },
    {
      key: 'roles',
      title: t('users.column.roles'),
      width: 200,
      render: (_, row) => (
        <Space size={[4, 4]} wrap>
          {row.roles.map((role) => (
            <Tag key={role.id} color={role.builtin ? 'blue' : 'default'}>
              {roleLabel(role, t)}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'email',
      title: t('users.column.email'),
      width: 200,
      ellipsis: true,
      render: (_, row) => dash(row.email),
    },
    {
      key: 'phone',
      title: t('users.column.phone'),
      width: 130,
      render: (_, row) => dash(row.phone),
    },
    {
      key: 'enabled',
      title: t('users.column.enabled'),
      width: 90,
      render: (_, row) => <EnabledSwitch row={row} self={row.userId === selfId} />,
    },
    {
      key: 'createTime',
      title: t('users.column.createTime'),
      width: 170,
      render: (_, row) => formatTime(row.createTime, language),
    },
    {
      key: 'actions',
      title: t('users.column.actions'),
      width: 150,
      fixed: 'right',
      render: (_, row) => (
        <UserRowActions
          row={row}
          self={row.userId === selfId}
          onEdit={options.onEdit}
          onResetPassword={options.onResetPassword}
          onDelete={options.onDelete}
        />
      ),
    },
  ];
}
