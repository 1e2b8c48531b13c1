import { useState } from 'react';
import { Alert, Form, InputNumber, Modal, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ColumnPermission, ColumnPermissionMode, DatasetField } from '@tessera/contracts';
import { DeTypeIcon } from '../../../lib/deType/DeTypeIcon';
import { MaskExample } from './MaskExample';
import { useSaveColumnPermission } from './queries';
import { refusalText } from './refusal';
import { TargetLabel } from './TargetLabel';
import { TargetPicker, type PickedTarget } from './TargetPicker';

export interface ColumnRuleDialogProps {
  datasetId: string;
  fields: readonly DatasetField[];
  /** The rule to edit; null adds one. */
  rule: ColumnPermission | null;
  onClose(): void;
}

const KEEP_MAX = 50;
const isText = (field: DatasetField | undefined) => field?.deType === 0;

/** Adds or edits one column permission: who, which field, hidden or masked (text fields only). */
export function ColumnRuleDialog({ datasetId, fields, rule, onClose }: ColumnRuleDialogProps) {
  const { t } = useTranslation();
  const save = useSaveColumnPermission(datasetId);
  const [target, setTarget] = useState<PickedTarget>(
    rule ? rule : { targetType: 'role', targetId: null },
  );
  const [fieldId, setFieldId] = useState<string | null>(rule?.fieldId ?? null);
  const [mode, setMode] = useState<ColumnPermissionMode>(rule?.mode ?? 'hide');
  const [keepStart, setKeepStart] = useState(rule?.keepStart ?? 3);
  const [keepEnd, setKeepEnd] = useState(rule?.keepEnd ?? 4);
  const [checked, setChecked] = useState(false);
  const field = fields.find((item) => item.id === fieldId);
  const canMask = isText(field);
  const refused = refusalText(save.error, t);

  const submit = () => {
    setChecked(true);
    if (target.targetId === null || !fieldId) return;
    if (mode === 'mask' && !canMask) return;
    save.mutate(
      {
        datasetId,
        targetType: target.targetType,
        targetId: target.targetId,
        fieldId,
        mode,
        ...(mode === 'mask' ? { keepStart, keepEnd } : {}),
      },
      { onSuccess: onClose },
    );
  };
  const keep = (value: number, set: (next: number) => void, label: string, testId: string) => (
    <InputNumber
      min={0}
      max={KEEP_MAX}
      precision={0}
      value={value}
      onChange={(next) => set(next ?? 0)}
      aria-label={label}
      data-testid={testId}
    />
  );

  return (
    <Modal
      open
      title={t(
        rule ? 'datasetPermissions.columns.editTitle' : 'datasetPermissions.columns.addTitle',
      )}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={save.isPending}
      okText={t('datasetPermissions.save')}
      cancelText={t('datasetPermissions.cancel')}
      okButtonProps={{ 'data-testid': 'column-rule-save' }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label={t('datasetPermissions.target.label')}
          validateStatus={checked && target.targetId === null ? 'error' : undefined}
          help={
            checked && target.targetId === null ? t('datasetPermissions.target.missing') : undefined
          }
        >
          {rule ? <TargetLabel {...rule} /> : <TargetPicker value={target} onChange={setTarget} />}
        </Form.Item>
        <Form.Item
          label={t('datasetPermissions.columns.field')}
          validateStatus={checked && !fieldId ? 'error' : undefined}
          help={checked && !fieldId ? t('datasetPermissions.columns.fieldMissing') : undefined}
        >
          <Select<string>
            className="dataset-perm__picker"
            value={fieldId ?? undefined}
            disabled={rule !== null}
            placeholder={t('datasetPermissions.columns.pickField')}
            options={fields.map((item) => ({
              value: item.id,
              label: (
                <Space size={4}>
                  <DeTypeIcon deType={item.deType} />
                  {item.name}
                </Space>
              ),
            }))}
            onChange={(next) => {
              setFieldId(next);
              if (!isText(fields.find((item) => item.id === next))) setMode('hide');
              save.reset();
            }}
            aria-label={t('datasetPermissions.columns.field')}
            data-testid="column-rule-field"
          />
        </Form.Item>
        <Form.Item
          label={t('datasetPermissions.columns.mode')}
          extra={field && !canMask ? t('datasetPermissions.columns.maskTextOnly') : undefined}
        >
          <Radio.Group
            value={mode}
            onChange={(event) => setMode(event.target.value as ColumnPermissionMode)}
            data-testid="column-rule-mode"
          >
            <Radio value="hide" data-testid="column-rule-hide">
              {t('datasetPermissions.columns.hide')}
            </Radio>
            <Radio value="mask" disabled={!canMask} data-testid="column-rule-mask">
              {t('datasetPermissions.columns.mask')}
            </Radio>
          </Radio.Group>
        </Form.Item>
        {mode === 'mask' && canMask && (
          <Form.Item label={t('datasetPermissions.columns.keep')}>
            <Space wrap>
              <span>{t('datasetPermissions.columns.keepStart')}</span>
              {keep(
                keepStart,
                setKeepStart,
                t('datasetPermissions.columns.keepStart'),
                'mask-keep-start',
              )}
              <span>{t('datasetPermissions.columns.keepEnd')}</span>
              {keep(keepEnd, setKeepEnd, t('datasetPermissions.columns.keepEnd'), 'mask-keep-end')}
            </Space>
            <MaskExample keepStart={keepStart} keepEnd={keepEnd} />
          </Form.Item>
        )}
      </Form>
      {refused && <Alert type="error" showIcon title={refused} data-testid="column-rule-error" />}
    </Modal>
  );
}
