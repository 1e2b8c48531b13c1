import { Alert, Button, Input, Modal, Radio, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { panelJumpSchema, type PanelJump } from '@tessera/contracts';
import { findTreeNode } from '../../../folders/treeModel';
import { useDatasetTree } from '../../../dataset/queries';
import { usePanel, usePanelTree } from '../../queries';
import { useEditor, useEditorStoreApi } from '../editorStore';
import { Row } from '../../../../canvas/components/fields';
import { TreePicker } from './TreePicker';
import { chartName, useCanvasCharts } from './useCanvasCharts';
import { fieldName, useFieldLists } from './useFieldLists';

type TargetType = 'panel' | 'url';

/** A target dashboard's field: the dataset it belongs to and its id (one Select value). */
const fieldKey = (datasetId: string, fieldId: string) => JSON.stringify([datasetId, fieldId]);
const parseFieldKey = (key: string) => JSON.parse(key) as [string, string];

/**
 * The jump of one chart (issue 10): a click on it opens another dashboard, passing the clicked
 * value of one of its dimensions to a field there, or an external link (SPEC §5: http(s):,
 * mailto:, tel: only). Saved into the canvas style, replacing this chart's earlier jump, as one
 * undoable edit; "Remove jump" takes it away.
 */
export function JumpDialog({ sourceViewId, onClose }: { sourceViewId: string; onClose(): void }) {
  const { t } = useTranslation();
  const store = useEditorStoreApi();
  const saved = useEditor((s) =>
    s.editor.doc.canvasStyle.jumps.find((jump) => jump.sourceViewId === sourceViewId),
  );
  const source = useCanvasCharts().find((chart) => chart.viewId === sourceViewId);
  const dimensions = (source?.xaxis ?? []).map((axis) => axis.fieldId);
  const sourceLists = useFieldLists([source?.datasetId]);

  const [type, setType] = useState<TargetType>(saved?.target.type ?? 'panel');
  const [panelId, setPanelId] = useState<string | null>(
    saved?.target.type === 'panel' ? saved.target.panelId : null,
  );
  const [targetField, setTargetField] = useState<string | undefined>(
    saved?.target.type === 'panel' && saved.target.datasetId && saved.target.fieldId
      ? fieldKey(saved.target.datasetId, saved.target.fieldId)
      : undefined,
  );
  const [url, setUrl] = useState(saved?.target.type === 'url' ? saved.target.url : '');
  const [sourceFieldId, setSourceFieldId] = useState<string | null>(saved?.sourceFieldId ?? null);
  const [newTab, setNewTab] = useState(saved?.newTab ?? false);
  const [problem, setProblem] = useState<string | null>(null);

  const save = () => {
    if (type === 'panel' && !panelId) return setProblem(t('interactionEditor.jump.panelRequired'));
    const [datasetId, fieldId] = targetField ? parseFieldKey(targetField) : [null, null];
    const parsed = panelJumpSchema.safeParse({
      sourceViewId,
      sourceFieldId: sourceFieldId ?? dimensions[0] ?? null,
      target: type === 'panel' ? { type, panelId, datasetId, fieldId } : { type, url },
      newTab,
    });
    if (!parsed.success) return setProblem(t(parsed.error.issues[0]?.message ?? ''));
    const jump: PanelJump = parsed.data;
    store.getState().run('setJump', jump);
    onClose();
  };
  const remove = () => {
    store.getState().run('removeJump', { sourceViewId });
    onClose();
  };

  return (
    <Modal
      open
      title={t('interactionEditor.jump.title', {
        chart: source ? chartName(source) : sourceViewId,
      })}
      onCancel={onClose}
      width={520}
      destroyOnHidden
      footer={[
        <Button key="remove" danger disabled={!saved} onClick={remove} data-testid="jump-remove">
          {t('interactionEditor.jump.remove')}
        </Button>,
        <Button key="cancel" onClick={onClose}>
          {t('interactionEditor.cancel')}
        </Button>,
        <Button key="save" type="primary" onClick={save} data-testid="jump-save">
          {t('interactionEditor.save')}
        </Button>,
      ]}
    >
      <div className="panel-side__fields" data-testid="jump-dialog">
        <Row label={t('interactionEditor.jump.type')}>
          <Radio.Group
            size="small"
            optionType="button"
            value={type}
            onChange={(e) => {
              setProblem(null);
              setType(e.target.value as TargetType);
            }}
            options={[
              { value: 'panel', label: t('interactionEditor.jump.typePanel') },
              { value: 'url', label: t('interactionEditor.jump.typeUrl') },
            ]}
            data-testid="jump-type"
          />
        </Row>
        {type === 'panel' ? (
          <PanelTarget
            panelId={panelId}
            onPanel={(id) => {
              setProblem(null);
              setPanelId(id);
              setTargetField(undefined);
            }}
            field={targetField}
            onField={setTargetField}
          />
        ) : (
          <Row label={t('interactionEditor.jump.url')}>
            <Input
              size="small"
              value={url}
              placeholder="https://"
              status={problem ? 'error' : undefined}
              data-testid="jump-url"
              onChange={(e) => {
                setProblem(null);
                setUrl(e.target.value);
              }}
            />
          </Row>
        )}
        <Row label={t('interactionEditor.jump.sourceField')}>
          <Select
            size="small"
            style={{ width: '100%' }}
            value={sourceFieldId ?? dimensions[0]}
            placeholder={t('interactionEditor.jump.noDimensions')}
            options={dimensions.map((id) => ({ value: id, label: fieldName(sourceLists, id) }))}
            onChange={(id: string) => setSourceFieldId(id)}
            data-testid="jump-source-field"
          />
        </Row>
        <Row label={t('interactionEditor.jump.newTab')}>
          <Switch size="small" checked={newTab} onChange={setNewTab} data-testid="jump-new-tab" />
        </Row>
        {problem && (
          <Alert type="error" role="alert" message={problem} data-testid="jump-problem" />
        )}
      </div>
    </Modal>
  );
}

/** The target dashboard, then (optionally) its field that receives the clicked value. */
function PanelTarget({
  panelId,
  onPanel,
  field,
  onField,
}: {
  panelId: string | null;
  onPanel(id: string): void;
  field: string | undefined;
  onField(key: string | undefined): void;
}) {
  const { t } = useTranslation();
  const tree = usePanelTree();
  const target = usePanel(panelId);
  const datasetIds = [...new Set(Object.values(target.data?.chartDatasets ?? {}))];
  const lists = useFieldLists(datasetIds);
  const datasets = useDatasetTree();
  const datasetName = (id: string) => findTreeNode(datasets.data ?? [], id)?.name ?? id;

  return (
    <>
      <Row label={t('interactionEditor.jump.panel')}>
        <TreePicker
          nodes={tree.data ?? []}
          value={panelId}
          loading={tree.isLoading}
          placeholder={t('interactionEditor.jump.panelPlaceholder')}
          onChange={onPanel}
          testId="jump-panel"
        />
      </Row>
      <Row label={t('interactionEditor.jump.targetField')}>
        <Select
          size="small"
          allowClear
          style={{ width: '100%' }}
          value={field}
          disabled={!panelId}
          loading={Boolean(panelId) && target.isLoading}
          placeholder={t('interactionEditor.jump.targetFieldNone')}
          options={datasetIds
            .filter((id) => lists.has(id))
            .map((id) => ({
              label: datasetName(id),
              options: lists
                .get(id)!
                .filter((f) => !f.hidden)
                .map((f) => ({ value: fieldKey(id, f.id), label: f.name })),
            }))}
          onChange={(key?: string) => onField(key)}
          data-testid="jump-target-field"
        />
      </Row>
    </>
  );
}
