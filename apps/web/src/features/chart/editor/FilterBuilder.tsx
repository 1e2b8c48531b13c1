import { useState } from 'react';
import { Button, Input, Radio, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatasetField } from '@tessera/contracts';
import {
  buildCustomFilter,
  emptyGroup,
  fromCustomFilter,
  needsValue,
  newCondition,
  operatorsFor,
  updateNode,
  type FilterProblem,
  type UiCondition,
  type UiGroup,
  type UiNode,
} from './filterModel';

export interface FilterBuilderProps {
  value: string;
  fields: readonly DatasetField[];
  /** Called with the new customFilter text whenever the tree is complete and valid. */
  onChange(text: string): void;
}

/** The custom filter as an AND/OR tree: conditions with an operator and value by field type. */
export function FilterBuilder({ value, fields, onChange }: FilterBuilderProps) {
  const { t } = useTranslation();
  const [root, setRoot] = useState<UiGroup>(() => fromCustomFilter(value));
  const [problems, setProblems] = useState<Record<string, FilterProblem>>({});
  const visible = fields.filter((field) => !field.hidden);
  const byId = new Map(fields.map((field) => [field.id, field]));

  const commit = (next: UiGroup) => {
    setRoot(next);
    const built = buildCustomFilter(next, fields);
    setProblems(built.problems);
    if (Object.keys(built.problems).length === 0) onChange(built.text);
  };
  const replace = (key: string, node: UiNode | null) =>
    commit(
      key === root.key && node && node.kind !== 'condition' ? node : updateNode(root, key, node),
    );

  const condition = (node: UiCondition) => {
    const field = byId.get(node.fieldId);
    const problem = problems[node.key];
    const input = (which: 'value' | 'value2') => (
      <Input
        style={{ width: 130 }}
        value={node[which]}
        status={problem ? 'error' : undefined}
        placeholder={
          node.operator === 'in' || node.operator === 'not_in'
            ? t('chartEditor.filter.listHint')
            : t('chartEditor.filter.value')
        }
        onChange={(event) => replace(node.key, { ...node, [which]: event.target.value })}
        data-testid={`chart-filter-${which}`}
      />
    );
    return (
      <div key={node.key} className="chart-filter__condition">
        <Space wrap>
          <Select
            style={{ width: 140 }}
            value={node.fieldId}
            options={visible.map((f) => ({ value: f.id, label: f.name }))}
            onChange={(fieldId: string) =>
              replace(node.key, { ...node, fieldId, operator: 'eq', value: '', value2: '' })
            }
            aria-label={t('chartEditor.filter.field')}
          />
          <Select
            style={{ width: 120 }}
            value={node.operator}
            options={operatorsFor(field?.deType ?? 0).map((op) => ({
              value: op,
              label: t(`chartEditor.op.${op}`),
            }))}
            onChange={(operator) => replace(node.key, { ...node, operator })}
            aria-label={t('chartEditor.filter.operator')}
            data-testid="chart-filter-operator"
          />
          {needsValue(node.operator) && input('value')}
          {node.operator === 'between' && input('value2')}
          <Button
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t('chartEditor.action.remove')}
            onClick={() => replace(node.key, null)}
          />
        </Space>
        {problem && (
          <div className="chart-filter__problem" role="alert">
            {t(`chartEditor.filter.problem.${problem}`)}
          </div>
        )}
      </div>
    );
  };

  const group = (node: UiGroup, isRoot: boolean) => (
    <div
      key={node.key}
      className="chart-filter__group"
      data-testid={isRoot ? 'chart-filter-root' : undefined}
    >
      <Space>
        <Radio.Group
          size="small"
          optionType="button"
          value={node.kind}
          options={[
            { value: 'and', label: t('chartEditor.filter.and') },
            { value: 'or', label: t('chartEditor.filter.or') },
          ]}
          onChange={(event) =>
            replace(node.key, { ...node, kind: event.target.value as 'and' | 'or' })
          }
        />
        <Button
          size="small"
          icon={<PlusOutlined />}
          disabled={visible.length === 0}
          onClick={() => {
            const first = visible[0];
            if (first)
              replace(node.key, { ...node, children: [...node.children, newCondition(first)] });
          }}
          data-testid="chart-filter-add-condition"
        >
          {t('chartEditor.filter.addCondition')}
        </Button>
        <Button
          size="small"
          icon={<PlusOutlined />}
          onClick={() =>
            replace(node.key, { ...node, children: [...node.children, emptyGroup('or')] })
          }
          data-testid="chart-filter-add-group"
        >
          {t('chartEditor.filter.addGroup')}
        </Button>
        {!isRoot && (
          <Button
            size="small"
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t('chartEditor.action.remove')}
            onClick={() => replace(node.key, null)}
          />
        )}
      </Space>
      <div className="chart-filter__children">
        {node.children.map((child) =>
          child.kind === 'condition' ? condition(child) : group(child, false),
        )}
      </div>
    </div>
  );

  return <div className="chart-filter">{group(root, true)}</div>;
}
