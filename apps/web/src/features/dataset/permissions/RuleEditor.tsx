import { Button, Radio, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatasetField } from '@tessera/contracts';
import { RuleConditionRow } from './RuleConditionRow';
import {
  emptyGroup,
  newCondition,
  updateNode,
  type RuleGroup,
  type RuleNode,
  type RuleProblem,
} from './ruleModel';

export interface RuleEditorProps {
  value: RuleGroup;
  fields: readonly DatasetField[];
  /** Problems by condition key, shown under each condition. */
  problems: Record<string, RuleProblem>;
  onChange(next: RuleGroup): void;
}

/** Conditions combined with AND or OR; the top group may hold groups of its own (one level). */
export function RuleEditor({ value, fields, problems, onChange }: RuleEditorProps) {
  const { t } = useTranslation();
  const replace = (key: string, node: RuleNode | null) => onChange(updateNode(value, key, node));
  const first = fields[0];

  const group = (node: RuleGroup, isRoot: boolean) => (
    <div
      key={node.key}
      className={isRoot ? 'dataset-perm__group' : 'dataset-perm__group dataset-perm__group--inner'}
      data-testid={isRoot ? 'rule-root' : 'rule-group'}
    >
      <Space wrap size={[8, 8]}>
        <Radio.Group
          size="small"
          optionType="button"
          value={node.kind}
          options={[
            { value: 'and', label: t('datasetPermissions.editor.and') },
            { value: 'or', label: t('datasetPermissions.editor.or') },
          ]}
          onChange={(event) =>
            replace(node.key, { ...node, kind: event.target.value as 'and' | 'or' })
          }
        />
        <Button
          size="small"
          icon={<PlusOutlined />}
          disabled={!first}
          onClick={() =>
            first &&
            replace(node.key, { ...node, children: [...node.children, newCondition(first)] })
          }
          data-testid={isRoot ? 'rule-add-condition' : 'rule-group-add-condition'}
        >
          {t('datasetPermissions.editor.addCondition')}
        </Button>
        {isRoot ? (
          <Button
            size="small"
            icon={<PlusOutlined />}
            disabled={!first}
            onClick={() =>
              first &&
              replace(node.key, {
                ...node,
                children: [
                  ...node.children,
                  {
                    ...emptyGroup(node.kind === 'and' ? 'or' : 'and'),
                    children: [newCondition(first)],
                  },
                ],
              })
            }
            data-testid="rule-add-group"
          >
            {t('datasetPermissions.editor.addGroup')}
          </Button>
        ) : (
          <Button
            size="small"
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t('datasetPermissions.editor.removeGroup')}
            onClick={() => replace(node.key, null)}
          />
        )}
      </Space>
      <div className="dataset-perm__children">
        {node.children.map((child) =>
          child.kind === 'condition' ? (
            <RuleConditionRow
              key={child.key}
              node={child}
              fields={fields}
              problem={problems[child.key]}
              onChange={(next) => replace(child.key, next)}
            />
          ) : (
            group(child, false)
          ),
        )}
      </div>
    </div>
  );

  return group(value, true);
}
