import { useState } from 'react';
import { Alert, Button, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ColumnPermission, DatasetField } from '@tessera/contracts';
import { describeError } from '../../../lib/errors';
import { ColumnRuleDialog } from './ColumnRuleDialog';
import { useColumnPermissions, useDeleteColumnPermission } from './queries';
import { refusalText } from './refusal';
import { RuleActions } from './RuleActions';
import { TargetLabel } from './TargetLabel';

export interface ColumnRulesProps {
  datasetId: string;
  fields: readonly DatasetField[];
}

const ruleTestId = (rule: ColumnPermission) =>
  `column-rule-${rule.targetType}-${rule.targetId}-${rule.fieldId}`;

/** The dataset's column permissions: a field hidden from, or masked for, a user, role or organisation. */
export function ColumnRules({ datasetId, fields }: ColumnRulesProps) {
  const { t } = useTranslation();
  const rules = useColumnPermissions(datasetId);
  const remove = useDeleteColumnPermission(datasetId);
  const [editing, setEditing] = useState<ColumnPermission | 'new' | null>(null);
  const refused = refusalText(remove.error, t);

  return (
    <section className="dataset-perm__section" data-testid="column-rules">
      <div className="dataset-perm__bar">
        <span className="ds-muted">{t('datasetPermissions.columns.hint')}</span>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing('new')}
          disabled={fields.length === 0}
          data-testid="column-rule-add"
        >
          {t('datasetPermissions.columns.add')}
        </Button>
      </div>
      {refused && (
        <Alert type="error" showIcon title={refused} data-testid="column-rule-delete-error" />
      )}
      {rules.isError && <Alert type="error" showIcon title={describeError(rules.error)} />}
      <Table<ColumnPermission>
        rowKey="id"
        size="small"
        scroll={{ x: 'max-content' }}
        loading={rules.isPending}
        dataSource={rules.data ?? []}
        pagination={false}
        locale={{ emptyText: t('datasetPermissions.columns.empty') }}
        onRow={(rule) => ({ 'data-testid': ruleTestId(rule) }) as object}
        columns={[
          {
            key: 'target',
            title: t('datasetPermissions.target.label'),
            render: (_: unknown, rule) => <TargetLabel {...rule} />,
          },
          {
            key: 'field',
            title: t('datasetPermissions.columns.field'),
            // The dataset's field list answers the reader's language (demo fields are named in
            // each); the rule's stored name is the fallback for a field no longer listed.
            render: (_: unknown, rule: ColumnPermission) =>
              fields.find((field) => field.id === rule.fieldId)?.name ?? rule.fieldName,
          },
          {
            key: 'mode',
            title: t('datasetPermissions.columns.mode'),
            render: (_: unknown, rule) => (
              <Tag color={rule.mode === 'hide' ? 'red' : 'orange'}>
                {t(`datasetPermissions.columns.${rule.mode}`)}
              </Tag>
            ),
          },
          {
            key: 'kept',
            title: t('datasetPermissions.columns.keep'),
            render: (_: unknown, rule) =>
              rule.mode === 'mask'
                ? t('datasetPermissions.columns.kept', { start: rule.keepStart, end: rule.keepEnd })
                : '—',
          },
          {
            key: 'actions',
            title: t('datasetPermissions.actions'),
            render: (_: unknown, rule) => (
              <RuleActions
                testId={ruleTestId(rule)}
                onEdit={() => setEditing(rule)}
                onDelete={() =>
                  remove.mutate({
                    targetType: rule.targetType,
                    targetId: rule.targetId,
                    fieldId: rule.fieldId,
                  })
                }
              />
            ),
          },
        ]}
      />
      {editing && (
        <ColumnRuleDialog
          datasetId={datasetId}
          fields={fields}
          rule={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
