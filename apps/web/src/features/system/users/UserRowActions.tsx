import { Button, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, KeyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UserGridRow } from '@tessera/contracts';
import { UserGrantsButton } from '../../grants/UserGrantsButton';

export interface UserRowActionsProps {
  row: UserGridRow;
  self: boolean;
  onEdit(row: UserGridRow): void;
  onResetPassword(row: UserGridRow): void;
  onDelete(row: UserGridRow): void;
}

/** Edit, reset password, delete; one's own password is changed on the personal page instead. */
export function UserRowActions({
  row,
  self,
  onEdit,
  onResetPassword,
  onDelete,
}: UserRowActionsProps) {
  const { t } = useTranslation();
  const action = (
    key: string,
    icon: React.ReactNode,
    onClick: () => void,
    options: { danger?: boolean; hidden?: boolean } = {},
  ) =>
    options.hidden ? null : (
      <Tooltip title={t(`users.action.${key}`)}>
        <Button
          type="text"
          size="small"
          danger={options.danger}
          icon={icon}
          aria-label={t(`users.action.${key}`)}
          onClick={onClick}
          data-testid={`users-${key}-${row.userId}`}
        />
      </Tooltip>
    );
  return (
    <Space size={2}>
      {action('edit', <EditOutlined />, () => onEdit(row))}
      <UserGrantsButton userId={row.userId} name={row.nickName} />
      {action('resetPassword', <KeyOutlined />, () => onResetPassword(row), { hidden: self })}
      {action('delete', <DeleteOutlined />, () => onDelete(row), { danger: true, hidden: self })}
    </Space>
  );
}
