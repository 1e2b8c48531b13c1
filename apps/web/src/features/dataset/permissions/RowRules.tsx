import { useState } from 'react';
import { Alert, Button, Empty, Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatasetField, RowPermission } from '@tessera/contracts';
import { describeError } from '../../../lib/errors';
import { useDeleteRowPermission, useRowPermissions } from './queries';
import { refusalText } from './refusal';
import { RuleActions } from './RuleActions';
import { ruleSummary } from './ruleSummary';
import { RowRuleDialog } from './RowRuleDialog';
import { TargetLabel } from './TargetLabel';

export interface RowRulesProps {
  datasetId: string;
  fields: readonly DatasetField[];
}

/** The dataset's row permissions: one filter per user, role or organisation. */
export function RowRules({ datasetId, fields }: RowRulesProps) {
  const { t } = useTranslation();
  const rules = useRowPermissions(datasetId);
  const remove = useDeleteRowPermission(datasetId);
  const [editing, setEditing] = useState<RowPermission | 'new' | null>(null);
  const names = new Map(fields.map((field) => [field.id, field.name]));
  const refused = refusalText(remove.error, t);

  return (
    <section className="dataset-perm__section" data-testid="row-rules">
      <div className="dataset-perm__bar">
        <span className="ds-muted">{t('datasetPermissions.rows.hint')}</span>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing('new')}
          disabled={fields.length === 0}
          data-testid="row-rule-add"
        >
          {t('datasetPermissions.rows.add')}
        </Button>
      </div>
      {refused && (
        <Alert type="error" showIcon title={refused} data-testid="row-rule-delete-error" />
      )}
      {rules.isPending && <Spin />}
      {rules.isError && <Alert type="error" showIcon title={describeError(rules.error)} />}
      {rules.data?.length === 0 && (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('datasetPermissions.rows.empty')}
        />
      )}
      <ul className="dataset-perm__list">
        {rules.data?.map((rule) => {
          const id = `row-rule-${rule.targetType}-${rule.targetId}`;
          return (
            <li key={rule.id} className="dataset-perm__rule" data-testid={id}>
              <TargetLabel {...rule} />
              <code className="dataset-perm__summary" data-testid={`${id}-summary`}>
                {ruleSummary(rule.filter, names, t)}
              </code>
              <RuleActions
                testId={id}
                onEdit={() => setEditing(rule)}
                onDelete={() =>
                  remove.mutate({ targetType: rule.targetType, targetId: rule.targetId })
                }
              />
            </li>
          );
        })}
      </ul>
      {editing && (
        <RowRuleDialog
          datasetId={datasetId}
          fields={fields}
          rule={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
