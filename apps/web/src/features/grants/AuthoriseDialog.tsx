import { useState } from 'react';
import { Alert, Button, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GrantKind } from '@tessera/contracts';
import { toastSuccess } from '../../app/feedback';
import { describeError } from '../../lib/errors';
import { AddGrant } from './AddGrant';
import { GrantList } from './GrantList';
import { addRow, changeRow, removeRow, toGrants, toRows, type GrantRow } from './grantRows';
import { LevelLegend } from './LevelLegend';
import { useGrantsOn, useSaveGrants } from './queries';
import { useTargetTypes } from './useTargetTypes';
import './grants.css';

export interface AuthoriseDialogProps {
  kind: GrantKind;
  resourceId: string;
  resourceName: string;
  /** The caller manages the resource: the list can be changed and saved. */
  canManage: boolean;
  onClose(): void;
}

/**
 * "Authorise": who holds which level on one data source, dataset, chart or dashboard. Changes
 * are kept here until Save sends the whole list; a refusal (above one's own level…) is said in
 * the dialog and nothing is written.
 */
export function AuthoriseDialog({
  kind,
  resourceId,
  resourceName,
  canManage,
  onClose,
}: AuthoriseDialogProps) {
  const { t } = useTranslation();
  const grants = useGrantsOn(kind, resourceId);
  const save = useSaveGrants();
  const types = useTargetTypes();
  // The reader's edits, over the server's list until the first one.
  const [edited, setEdited] = useState<GrantRow[] | null>(null);
  const rows = edited ?? (grants.data ? toRows(grants.data) : null);
  const edit = (next: GrantRow[]) => {
    save.reset();
    setEdited(next);
  };
  const refused = describeError(save.error);

  const submit = () =>
    rows &&
    save.mutate(
      { kind, resourceId, grants: toGrants(rows) },
      {
        onSuccess: () => {
          toastSuccess(t('grants.saved'));
          onClose();
        },
      },
    );

  let body;
  if (rows) {
    body = (
      <GrantList
        rows={rows}
        readOnly={!canManage}
        onLevel={(key, level) => edit(changeRow(rows, key, { level }))}
        onSubOrgs={(key, withSubOrgs) => edit(changeRow(rows, key, { withSubOrgs }))}
        onRemove={(key) => edit(removeRow(rows, key))}
      />
    );
  } else if (grants.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={describeError(grants.error) ?? t('grants.loadFailed')}
        action={<Button onClick={() => void grants.refetch()}>{t('grants.retry')}</Button>}
        data-testid="grants-load-error"
      />
    );
  } else {
    body = (
      <div className="grants-center">
        <Spin />
      </div>
    );
  }

  const footer = canManage
    ? [
        <Button key="cancel" onClick={onClose}>
          {t('grants.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={save.isPending}
          disabled={!rows}
          onClick={submit}
          data-testid="grants-save"
        >
          {t('grants.save')}
        </Button>,
      ]
    : [
        <Button key="close" onClick={onClose} data-testid="grants-close">
          {t('grants.close')}
        </Button>,
      ];

  return (
    <Modal
      open
      title={t('grants.title', { name: resourceName })}
      width="min(720px, 100vw)"
      className="grants-dialog"
      onCancel={onClose}
      footer={footer}
      destroyOnHidden
    >
      <div data-testid="grants-dialog">
        <p className="grants-muted grants-dialog__note">{t('grants.hint')}</p>
        {!canManage && (
          <Alert
            type="info"
            showIcon
            title={t('grants.readOnly')}
            className="grants-dialog__note"
            data-testid="grants-readonly"
          />
        )}
        {canManage &&
          (types.length > 0 ? (
            <AddGrant types={types} onAdd={(row) => rows && edit(addRow(rows, row))} />
          ) : (
            <div className="grants-muted grants-dialog__note">{t('grants.add.noLists')}</div>
          ))}
        {body}
        <LevelLegend />
        {refused && <Alert type="error" showIcon title={refused} data-testid="grants-error" />}
      </div>
    </Modal>
  );
}
