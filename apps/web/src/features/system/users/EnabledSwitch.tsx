import { Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserGridRow } from '@tessera/contracts';
import { toastSuccess } from '../../../app/feedback';
import { useUpdateUserStatus } from './mutations';

/** Enables or disables a user at once; one's own account cannot be switched off. */
export function EnabledSwitch({ row, self }: { row: UserGridRow; self: boolean }) {
  const { t } = useTranslation();
  const status = useUpdateUserStatus();
  const toggle = (enabled: boolean) =>
    status.mutate(
      { userId: row.userId, enabled },
      {
        onSuccess: () =>
          toastSuccess(
            t(enabled ? 'users.enabledNow' : 'users.disabledNow', { name: row.username }),
          ),
      },
    );
  const control = (
    <Switch
      size="small"
      checked={row.enabled}
      disabled={self}
      loading={status.isPending}
      onChange={toggle}
      aria-label={t('users.column.enabled')}
      data-testid={`users-enabled-${row.userId}`}
    />
  );
  return self ? <Tooltip title={t('users.self')}>{control}</Tooltip> : control;
}
