import { useState } from 'react';
import { Button, Drawer, Tooltip } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TargetGrants } from './TargetGrants';

export interface UserGrantsButtonProps {
  userId: number;
  name: string;
}

/** A user row's "Data permissions": a drawer with what the user was granted directly. */
export function UserGrantsButton({ userId, name }: UserGrantsButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('grants.of.title')}>
        <Button
          type="text"
          size="small"
          icon={<SafetyOutlined />}
          aria-label={t('grants.of.title')}
          onClick={() => setOpen(true)}
          data-testid={`grants-user-${userId}`}
        />
      </Tooltip>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('grants.of.userTitle', { name })}
        size="min(560px, 100vw)"
        destroyOnHidden
        data-testid="grants-user-drawer"
      >
        {open && <TargetGrants targetType="user" targetId={userId} />}
      </Drawer>
    </>
  );
}
