import { useRef, useState } from 'react';
import { Alert, Button, Form, Input, Radio } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { datasetNameSchema, type DatasetMode, type DatasetTreeNode } from '@tessera/contracts';
import { zodRule } from '../../forms/zodRule';
import { FolderSelect } from '../upload/FolderSelect';
import { DatasetPicker } from './DatasetPicker';
import type { FieldGroup } from './FieldSelect';
import { JoinDiagram } from './JoinDiagram';
import {
  basePickProblem,
  draftProblem,
  joinPickProblem,
  layoutDiagram,
  MAX_JOINS,
  pruneFields,
  toAddBody,
  type DraftProblem,
  type JoinDraft,
} from './joinModel';
import { JoinStepEditor } from './JoinStepEditor';
import { useAddJoin } from './useAddJoin';
import { useJoinSources } from './useJoinSources';

export interface JoinFormProps {
  groupId: string | null;
  onCancel(): void;
  onDone(datasetId: string): void;
}

interface NamingValues {
  name: string;
  groupId: string | null;
  mode: DatasetMode;
}

const DRAFT_MESSAGES: Record<DraftProblem, string> = {
  base: 'datasetJoin.problem.base',
  dataset: 'datasetJoin.problem.dataset',
  pairs: 'validation.dataset.joinFields',
};

/** Base dataset, joined datasets with their types and field pairs, the diagram, then a name. */
export function JoinForm({ groupId, onCancel, onDone }: JoinFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NamingValues>();
  const [baseId, setBaseId] = useState<string | null>(null);
  const [joins, setJoins] = useState<JoinDraft[]>([]);
  const [tried, setTried] = useState(false);
  const keys = useRef(0);
  const newKey = () => (keys.current += 1);
  const add = useAddJoin();

  const inJoin = [baseId, ...joins.map((join) => join.datasetId)].filter(
    (id): id is string => id !== null,
  );
  const sources = useJoinSources(inJoin);

  const problemFor = (join: JoinDraft) => (node: DatasetTreeNode) =>
    joinPickProblem(node, {
      baseId,
      sourceOf: sources.sourceOf,
      taken: new Set(joins.filter((j) => j !== join && j.datasetId).map((j) => j.datasetId!)),
    });
  const pickedProblem = (join: JoinDraft) => {
    if (join.datasetId === null) return null;
    const node = sources.nodeOf(join.datasetId) ?? { id: join.datasetId };
    return problemFor(join)(node as DatasetTreeNode);
  };
  const groupOf = (datasetId: string): FieldGroup => ({
    label: sources.nameOf(datasetId),
    fields: sources.fieldsOf(datasetId),
  });

  // Every change of the base or of a joined dataset may orphan field choices made before it.
  const setDraft = (nextBase: string | null, nextJoins: JoinDraft[]) => {
    setBaseId(nextBase);
    setJoins(pruneFields(nextBase, nextJoins, sources.fieldOwner));
  };
  const updateJoin = (key: number, next: JoinDraft) =>
    setDraft(
      baseId,
      joins.map((join) => (join.key === key ? next : join)),
    );
  const addJoin = () =>
    setJoins((current) => [
      ...current,
      {
        key: newKey(),
        datasetId: null,
        type: 'left',
        on: [{ key: newKey(), leftFieldId: null, rightFieldId: null }],
      },
    ]);

  const refused = joins.some((join) => pickedProblem(join) !== null);
  const submit = (values: NamingValues) => {
    setTried(true);
    const draft = { ...values, groupId: values.groupId ?? null, baseId, joins };
    if (draftProblem(draft) !== null || refused) return;
    add.mutate(toAddBody(draft), { onSuccess: (view) => onDone(view.id) });
  };
  const problem = draftProblem({ name: '', groupId: null, mode: 'direct', baseId, joins });
  const diagram = baseId ? layoutDiagram(baseId, joins, sources.fieldOwner) : null;

  return (
    <div className="dsj-form">
      <h4 className="dsj-section">{t('datasetJoin.base')}</h4>
      <DatasetPicker
        tree={sources.tree}
        value={baseId}
        onChange={(next) => setDraft(next, joins)}
        problemOf={basePickProblem}
        placeholder={t('datasetJoin.pickBase')}
        data-testid="dsj-base"
      />
      {diagram && (
        <JoinDiagram boxes={diagram.boxes} lines={diagram.lines} nameOf={sources.nameOf} />
      )}
      {baseId && (
        <>
          <h4 className="dsj-section">{t('datasetJoin.joins')}</h4>
          {joins.map((join, index) => (
            <JoinStepEditor
              key={join.key}
              index={index}
              join={join}
              tree={sources.tree}
              problemOf={problemFor(join)}
              pickedProblem={pickedProblem(join)}
              leftGroups={[
                baseId,
                ...joins.slice(0, index).flatMap((j) => (j.datasetId ? [j.datasetId] : [])),
              ].map(groupOf)}
              rightGroups={join.datasetId ? [groupOf(join.datasetId)] : []}
              fieldsLoading={sources.fieldsLoading}
              newKey={newKey}
              onChange={(next) => updateJoin(join.key, next)}
              onRemove={() =>
                setDraft(
                  baseId,
                  joins.filter((j) => j.key !== join.key),
                )
              }
            />
          ))}
          <Button
            icon={<PlusOutlined />}
            onClick={addJoin}
            disabled={joins.length >= MAX_JOINS}
            data-testid="dsj-add-join"
          >
            {t('datasetJoin.addJoin')}
          </Button>
        </>
      )}
      {tried && problem !== null && (
        <Alert
          type="warning"
          showIcon
          className="dsj-alert"
          title={t(DRAFT_MESSAGES[problem])}
          data-testid="dsj-problem"
        />
      )}
      <Form<NamingValues>
        form={form}
        layout="vertical"
        className="dsj-naming"
        initialValues={{ name: '', groupId, mode: 'direct' }}
        onFinish={submit}
        onFinishFailed={() => setTried(true)}
      >
        <Form.Item
          name="name"
          label={t('datasetJoin.name')}
          required
          rules={[zodRule(datasetNameSchema, t)]}
        >
          <Input maxLength={50} showCount data-testid="dsj-name" />
        </Form.Item>
        <Form.Item name="groupId" label={t('datasetJoin.folder')}>
          <FolderSelect data-testid="dsj-folder" />
        </Form.Item>
        <Form.Item name="mode" label={t('datasetJoin.mode')}>
          <Radio.Group data-testid="dsj-mode">
            <Radio value="direct">{t('datasetJoin.modes.direct')}</Radio>
            <Radio value="extract" data-testid="dsj-mode-extract">
              {t('datasetJoin.modes.extract')}
            </Radio>
          </Radio.Group>
        </Form.Item>
        <div className="dsj-footer">
          <Button onClick={onCancel}>{t('datasetJoin.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={add.isPending} data-testid="dsj-save">
            {t('datasetJoin.save')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
