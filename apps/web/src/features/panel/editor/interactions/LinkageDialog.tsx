import { Alert, Button, Checkbox, Empty, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DatasetField, PanelLinkage } from '@tessera/contracts';
import { useEditor, useEditorStoreApi } from '../editorStore';
import { chartName, useCanvasCharts, type CanvasChart } from './useCanvasCharts';
import { fieldName, useFieldLists } from './useFieldLists';

/** For each chosen target chart: source dimension id → the target dataset's field id. */
type Draft = Record<string, Record<string, string | undefined>>;

/** The most fields one link carries (panelLinkageSchema). */
const MAX_LINK_FIELDS = 16;

/**
 * Linkage of one chart (issue 10, cross-filter): which other charts on the canvas a click on it
 * filters, and for each of them which field receives each of its dimensions. Saved into the
 * canvas style, replacing this chart's earlier links, as one undoable edit.
 */
export function LinkageDialog({
  sourceViewId,
  onClose,
}: {
  sourceViewId: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const store = useEditorStoreApi();
  const saved = useEditor((s) => s.editor.doc.canvasStyle.linkage).filter(
    (link) => link.sourceViewId === sourceViewId,
  );
  const charts = useCanvasCharts();
  const source = charts.find((chart) => chart.viewId === sourceViewId);
  const targets = charts.filter((chart) => chart.viewId !== sourceViewId);
  const dimensions = (source?.xaxis ?? []).map((axis) => axis.fieldId);
  const lists = useFieldLists([source?.datasetId, ...targets.map((chart) => chart.datasetId)]);
  const sourceFields = source?.datasetId ? lists.get(source.datasetId) : undefined;
  const [draft, setDraft] = useState<Draft>(() =>
    Object.fromEntries(
      saved.map((link) => [
        link.targetViewId,
        Object.fromEntries(link.fields.map((f) => [f.sourceFieldId, f.targetFieldId])),
      ]),
    ),
  );
  const [problem, setProblem] = useState(false);

  const toggle = (target: CanvasChart, on: boolean) => {
    setProblem(false);
    setDraft((current) => {
      const next = { ...current };
      if (!on) delete next[target.viewId];
      else next[target.viewId] = defaultMapping(source, target, dimensions, lists);
      return next;
    });
  };
  const map = (targetViewId: string, dimension: string, fieldId: string | undefined) => {
    setProblem(false);
    setDraft((current) => ({
      ...current,
      [targetViewId]: { ...current[targetViewId], [dimension]: fieldId },
    }));
  };

  const save = () => {
    const links: PanelLinkage[] = Object.entries(draft).map(([targetViewId, mapping]) => ({
      sourceViewId,
      targetViewId,
      fields: dimensions
        .filter((dimension) => mapping[dimension])
        .slice(0, MAX_LINK_FIELDS)
        .map((dimension) => ({ sourceFieldId: dimension, targetFieldId: mapping[dimension]! })),
    }));
    if (links.some((link) => link.fields.length === 0)) return setProblem(true);
    store.getState().run('setLinkage', { sourceViewId, links });
    onClose();
  };
  const clear = () => {
    store.getState().run('setLinkage', { sourceViewId, links: [] });
    onClose();
  };

  return (
    <Modal
      open
      title={t('interactionEditor.linkage.title', {
        chart: source ? chartName(source) : sourceViewId,
      })}
      onCancel={onClose}
      width={600}
      destroyOnHidden
      footer={[
        <Button
          key="clear"
          danger
          disabled={saved.length === 0}
          onClick={clear}
          data-testid="linkage-clear"
        >
          {t('interactionEditor.linkage.clear')}
        </Button>,
        <Button key="cancel" onClick={onClose}>
          {t('interactionEditor.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          disabled={dimensions.length === 0}
          onClick={save}
          data-testid="linkage-save"
        >
          {t('interactionEditor.save')}
        </Button>,
      ]}
    >
      <div data-testid="linkage-dialog">
        <p className="panel-side__hint">{t('interactionEditor.linkage.hint')}</p>
        {source?.xaxis && dimensions.length === 0 && (
          <Alert type="info" message={t('interactionEditor.linkage.noDimensions')} />
        )}
        {targets.length === 0 && <Empty description={t('interactionEditor.linkage.noTargets')} />}
        {targets.map((target) => {
          const mapping = draft[target.viewId];
          const targetFields = target.datasetId ? lists.get(target.datasetId) : undefined;
          return (
            <div
              key={target.viewId}
              className="panel-interaction__target"
              data-testid={`linkage-target-${target.viewId}`}
            >
              <Checkbox
                checked={Boolean(mapping)}
                onChange={(e) => toggle(target, e.target.checked)}
                data-testid={`linkage-enable-${target.viewId}`}
              >
                {chartName(target)}
              </Checkbox>
              {mapping &&
                dimensions.map((dimension) => (
                  <div key={dimension} className="panel-interaction__row">
                    <span title={fieldName(lists, dimension)}>
                      {sourceFields ? fieldName(lists, dimension) : dimension}
                    </span>
                    <Select
                      size="small"
                      allowClear
                      style={{ flex: 1 }}
                      value={mapping[dimension]}
                      loading={!targetFields}
                      placeholder={t('interactionEditor.linkage.targetField')}
                      options={fieldsLike(targetFields ?? [], sourceFields, dimension).map((f) => ({
                        value: f.id,
                        label: f.name,
                      }))}
                      onChange={(fieldId?: string) => map(target.viewId, dimension, fieldId)}
                      data-testid={`linkage-field-${target.viewId}-${dimension}`}
                    />
                  </div>
                ))}
            </div>
          );
        })}
        {problem && (
          <Alert
            type="error"
            role="alert"
            message={t('interactionEditor.linkage.unmapped')}
            data-testid="linkage-problem"
          />
        )}
      </div>
    </Modal>
  );
}

/** The target's visible fields of the dimension's type (all of them while its type is unknown). */
function fieldsLike(
  targetFields: readonly DatasetField[],
  sourceFields: readonly DatasetField[] | undefined,
  dimension: string,
): DatasetField[] {
  const type = sourceFields?.find((f) => f.id === dimension)?.deType;
  return targetFields.filter((f) => !f.hidden && (type === undefined || f.deType === type));
}

/**
 * A newly chosen target's mapping: on the same dataset each dimension maps to itself; on
 * another, to the field of the same name when there is one.
 */
function defaultMapping(
  source: CanvasChart | undefined,
  target: CanvasChart,
  dimensions: readonly string[],
  lists: ReadonlyMap<string, DatasetField[]>,
): Record<string, string | undefined> {
  if (source?.datasetId && source.datasetId === target.datasetId)
    return Object.fromEntries(dimensions.map((d) => [d, d]));
  const targetFields = target.datasetId ? (lists.get(target.datasetId) ?? []) : [];
  return Object.fromEntries(
    dimensions.map((d) => {
      const name = fieldName(lists, d);
      return [d, targetFields.find((f) => f.name === name && !f.hidden)?.id];
    }),
  );
}
