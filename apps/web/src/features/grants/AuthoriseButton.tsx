import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { GrantKind } from '@tessera/contracts';
import { AuthoriseDialog } from './AuthoriseDialog';

export interface AuthoriseButtonProps {
  kind: GrantKind;
  resourceId: string;
  resourceName: string;
}

/** A row's "Authorise" (for those who manage the resource): opens the authorise dialog. */
export function AuthoriseButton({ kind, resourceId, resourceName }: AuthoriseButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('grants.authorise')}>
        <Button
          type="text"
          size="small"
          icon={<SafetyOutlined />}
          aria-label={t('grants.authorise')}
          onClick={() => setOpen(true)}
          data-testid={`grants-authorise-${resourceId}`}
        />
      </Tooltip>
      {open && (
        <AuthoriseDialog
          kind={kind}
          resourceId={resourceId}
          resourceName={resourceName}
          canManage
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
