import { Alert, Button, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatasetTreeNode, JoinType } from '@tessera/contracts';
import { DatasetPicker } from './DatasetPicker';
import { FieldSelect, type FieldGroup } from './FieldSelect';
import { JOIN_TYPES, type JoinDraft, type PairDraft, type PickProblem } from './joinModel';
import { JoinTypeIcon } from './JoinTypeIcon';

export interface JoinStepEditorProps {
  index: number;
  join: JoinDraft;
  tree: DatasetTreeNode[];
  problemOf(node: DatasetTreeNode): PickProblem | null;
  /** Why the dataset already picked is no longer allowed (the base changed since). */
  pickedProblem: PickProblem | null;
  /** Fields of the base and the datasets joined before this one. */
  leftGroups: FieldGroup[];
  /** Fields of this joined dataset. */
  rightGroups: FieldGroup[];
  fieldsLoading: boolean;
  newKey(): number;
  onChange(join: JoinDraft): void;
  onRemove(): void;
}

/** One joined dataset: which, how (inner/left/right/full), and the field pairs it matches on. */
export function JoinStepEditor({
  index,
  join,
  tree,
  problemOf,
  pickedProblem,
  leftGroups,
  rightGroups,
  fieldsLoading,
  newKey,
  onChange,
  onRemove,
}: JoinStepEditorProps) {
  const { t } = useTranslation();
  const setPair = (key: number, patch: Partial<PairDraft>) =>
    onChange({
      ...join,
      on: join.on.map((pair) => (pair.key === key ? { ...pair, ...patch } : pair)),
    });
  const id = `dsj-join-${index}`;
  return (
    <div className="dsj-step" data-testid={id}>
      <div className="dsj-step__head">
        <DatasetPicker
          tree={tree}
          value={join.datasetId}
          // Another dataset has other fields: the pairs start again.
          onChange={(datasetId) =>
            onChange({
              ...join,
              datasetId,
              on: [{ key: newKey(), leftFieldId: null, rightFieldId: null }],
            })
          }
          problemOf={problemOf}
          placeholder={t('datasetJoin.pickJoined')}
          data-testid={`${id}-dataset`}
        />
        <Select<JoinType>
          value={join.type}
          onChange={(type) => onChange({ ...join, type })}
          className="dsj-step__type"
          options={JOIN_TYPES.map((type) => ({
            value: type,
            label: (
              <span className="dsj-type-option">
                <JoinTypeIcon type={type} size={21} />
                {t(`datasetJoin.type.${type}`)}
              </span>
            ),
          }))}
          data-testid={`${id}-type`}
        />
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          onClick={onRemove}
          aria-label={t('datasetJoin.removeJoin')}
          data-testid={`${id}-remove`}
        />
      </div>
      {pickedProblem && (
        <Alert
          type="error"
          showIcon
          title={t(`datasetJoin.refuse.${pickedProblem}`)}
          data-testid={`${id}-refused`}
        />
      )}
      {join.datasetId && (
        <div className="dsj-pairs">
          {join.on.map((pair, pairIndex) => (
            <div key={pair.key} className="dsj-pair">
              <FieldSelect
                groups={leftGroups}
                value={pair.leftFieldId}
                onChange={(leftFieldId) => setPair(pair.key, { leftFieldId })}
                placeholder={t('datasetJoin.leftField')}
                loading={fieldsLoading}
                data-testid={`${id}-left-${pairIndex}`}
              />
              <span className="dsj-pair__eq">=</span>
              <FieldSelect
                groups={rightGroups}
                value={pair.rightFieldId}
                onChange={(rightFieldId) => setPair(pair.key, { rightFieldId })}
                placeholder={t('datasetJoin.rightField')}
                loading={fieldsLoading}
                data-testid={`${id}-right-${pairIndex}`}
              />
              <Button
                type="text"
                icon={<DeleteOutlined />}
                disabled={join.on.length === 1}
                onClick={() => onChange({ ...join, on: join.on.filter((p) => p.key !== pair.key) })}
                aria-label={t('datasetJoin.removePair')}
              />
            </div>
          ))}
          <Button
            type="link"
            size="small"
            icon={<PlusOutlined />}
            onClick={() =>
              onChange({
                ...join,
                on: [...join.on, { key: newKey(), leftFieldId: null, rightFieldId: null }],
              })
            }
            data-testid={`${id}-add-pair`}
          >
            {t('datasetJoin.addPair')}
          </Button>
        </div>
      )}
    </div>
  );
}
