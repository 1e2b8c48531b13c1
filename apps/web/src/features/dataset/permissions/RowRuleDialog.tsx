import { useState } from 'react';
import { Alert, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DatasetField, RowPermission } from '@tessera/contracts';
import { useSaveRowPermission } from './queries';
import { refusalText } from './refusal';
import { RuleEditor } from './RuleEditor';
import { buildRule, newCondition, toRuleTree, type RuleGroup, type RuleProblem } from './ruleModel';
import { TargetLabel } from './TargetLabel';
import { TargetPicker, type PickedTarget } from './TargetPicker';

export interface RowRuleDialogProps {
  datasetId: string;
  fields: readonly DatasetField[];
  /** The rule to edit; null adds one. */
  rule: RowPermission | null;
  onClose(): void;
}

function startTree(rule: RowPermission | null, fields: readonly DatasetField[]): RuleGroup {
  const tree = toRuleTree(rule?.filter ?? null);
  const first = fields[0];
  return !rule && first ? { ...tree, children: [newCondition(first)] } : tree;
}

/** Adds or edits one target's row permission: who it applies to, then its conditions. */
export function RowRuleDialog({ datasetId, fields, rule, onClose }: RowRuleDialogProps) {
  const { t } = useTranslation();
  const save = useSaveRowPermission(datasetId);
  const [target, setTarget] = useState<PickedTarget>(
    rule ? rule : { targetType: 'role', targetId: null },
  );
  const [tree, setTree] = useState(() => startTree(rule, fields));
  const [checked, setChecked] = useState(false);
  const built = buildRule(tree, fields);
  const problems: Record<string, RuleProblem> = checked ? built.problems : {};
  const missingTarget = checked && target.targetId === null;
  const refused = refusalText(save.error, t);

  const submit = () => {
    setChecked(true);
    if (target.targetId === null || !built.filter) return;
    save.mutate(
      { datasetId, targetType: target.targetType, targetId: target.targetId, filter: built.filter },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal
      open
      width={760}
      title={t(rule ? 'datasetPermissions.rows.editTitle' : 'datasetPermissions.rows.addTitle')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={save.isPending}
      okText={t('datasetPermissions.save')}
      cancelText={t('datasetPermissions.cancel')}
      okButtonProps={{ 'data-testid': 'row-rule-save' }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label={t('datasetPermissions.target.label')}
          validateStatus={missingTarget ? 'error' : undefined}
          help={missingTarget ? t('datasetPermissions.target.missing') : undefined}
        >
          {rule ? <TargetLabel {...rule} /> : <TargetPicker value={target} onChange={setTarget} />}
        </Form.Item>
        <Form.Item label={t('datasetPermissions.rows.conditions')}>
          <RuleEditor
            value={tree}
            fields={fields}
            problems={problems}
            onChange={(next) => {
              setTree(next);
              save.reset();
            }}
          />
          {problems.root && (
            <div className="dataset-perm__problem" role="alert" data-testid="rule-root-problem">
              {t(`datasetPermissions.editor.problem.${problems.root}`)}
            </div>
          )}
        </Form.Item>
      </Form>
      <Alert type="info" showIcon title={t('datasetPermissions.rows.hint')} />
      {refused && (
        <Alert
          className="dataset-perm__refused"
          type="error"
          showIcon
          title={refused}
          data-testid="row-rule-error"
        />
      )}
    </Modal>
  );
}
