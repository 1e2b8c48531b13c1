import { useState } from 'react';
import { Alert, Button, Input, Modal, Space } from 'antd';
import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface ShownPassword {
  username: string;
  password: string;
}

/**
 * A generated password, shown once: the server never answers it again, so the modal offers a
 * copy and says the user must replace it at their next sign-in.
 */
export function PasswordShownModal({
  shown,
  onClose,
}: {
  shown: ShownPassword | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown?.password ?? '');
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the password stays selectable.
    }
  };
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Modal
      open={shown !== null}
      title={t('users.password.title', { name: shown?.username ?? '' })}
      onCancel={close}
      mask={{ closable: false }}
      width="min(480px, calc(100vw - 32px))"
      footer={
        <Button type="primary" onClick={close} data-testid="users-password-done">
          {t('users.password.done')}
        </Button>
      }
      destroyOnHidden
    >
      <div className="users-password">
        <Alert type="warning" showIcon title={t('users.password.once')} />
        <Space.Compact block>
          <Input
            readOnly
            value={shown?.password ?? ''}
            className="users-password__value"
            onFocus={(event) => event.target.select()}
            data-testid="users-password-value"
          />
          <Button
            icon={copied ? <CheckOutlined /> : <CopyOutlined />}
            onClick={() => void copy()}
            data-testid="users-password-copy"
          >
            {t(copied ? 'users.password.copied' : 'users.password.copy')}
          </Button>
        </Space.Compact>
        <div className="users-muted">
          {t('users.password.mustChange', { name: shown?.username ?? '' })}
        </div>
      </div>
    </Modal>
  );
}
