import { Button, Input, Select, Space } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatasetField } from '@tessera/contracts';
import {
  allowsAttribute,
  needsValue,
  operatorsFor,
  type RuleCondition,
  type RuleProblem,
} from './ruleModel';

export interface RuleConditionRowProps {
  node: RuleCondition;
  fields: readonly DatasetField[];
  problem: RuleProblem | undefined;
  onChange(next: RuleCondition | null): void;
}

/** One condition: field, an operator its type allows, and a typed value or a user attribute. */
export function RuleConditionRow({ node, fields, problem, onChange }: RuleConditionRowProps) {
  const { t } = useTranslation();
  const field = fields.find((item) => item.id === node.fieldId);
  const status = problem ? 'error' : undefined;
  const attribute = node.source === 'attribute' && allowsAttribute(node.operator);
  const input = (which: 'value' | 'value2') => (
    <Input
      key={which}
      className="dataset-perm__value"
      value={node[which]}
      status={status}
      placeholder={
        node.operator === 'in' || node.operator === 'not_in'
          ? t('datasetPermissions.editor.listHint')
          : t('datasetPermissions.editor.value')
      }
      onChange={(event) => onChange({ ...node, [which]: event.target.value })}
      aria-label={t('datasetPermissions.editor.value')}
      data-testid={`rule-${which}`}
    />
  );
  return (
    <div className="dataset-perm__condition" data-testid="rule-condition">
      <Space wrap size={[8, 8]}>
        <Select
          className="dataset-perm__field"
          value={node.fieldId}
          options={fields.map((item) => ({ value: item.id, label: item.name }))}
          onChange={(fieldId: string) =>
            onChange({ ...node, fieldId, operator: 'eq', value: '', value2: '' })
          }
          aria-label={t('datasetPermissions.editor.field')}
          data-testid="rule-field"
        />
        <Select
          className="dataset-perm__operator"
          value={node.operator}
          options={operatorsFor(field?.deType ?? 0).map((op) => ({
            value: op,
            label: t(`datasetPermissions.editor.op.${op}`),
          }))}
          onChange={(operator) => onChange({ ...node, operator })}
          aria-label={t('datasetPermissions.editor.operator')}
          data-testid="rule-operator"
        />
        {allowsAttribute(node.operator) && (
          <Select
            className="dataset-perm__source"
            value={node.source}
            options={[
              { value: 'literal', label: t('datasetPermissions.editor.literal') },
              { value: 'attribute', label: t('datasetPermissions.editor.attribute') },
            ]}
            onChange={(source) => onChange({ ...node, source })}
            aria-label={t('datasetPermissions.editor.source')}
            data-testid="rule-source"
          />
        )}
        {attribute ? (
          <Input
            key="attribute"
            className="dataset-perm__value"
            prefix={<span className="ds-muted">{'${user.'}</span>}
            suffix={<span className="ds-muted">{'}'}</span>}
            value={node.attribute}
            status={status}
            placeholder={t('datasetPermissions.editor.attributeName')}
            onChange={(event) => onChange({ ...node, attribute: event.target.value })}
            aria-label={t('datasetPermissions.editor.attributeName')}
            data-testid="rule-attribute"
          />
        ) : (
          needsValue(node.operator) && input('value')
        )}
        {!attribute && node.operator === 'between' && input('value2')}
        <Button
          type="text"
          icon={<DeleteOutlined />}
          aria-label={t('datasetPermissions.editor.removeCondition')}
          onClick={() => onChange(null)}
          data-testid="rule-remove-condition"
        />
      </Space>
      {problem && (
        <div className="dataset-perm__problem" role="alert" data-testid="rule-problem">
          {t(`datasetPermissions.editor.problem.${problem}`)}
        </div>
      )}
    </div>
  );
}
