import { Suspense } from 'react';
import { Alert, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterComponent, FilterWidgetAttrs, FilterWidgetValue } from '@tessera/contracts';
import { filterWidgetMeta } from '../../../../filters/registry';
import { useDatasetTree } from '../../../dataset/queries';
import { useEditorStoreApi } from '../editorStore';
import { Row } from '../../../../canvas/components/fields';
import { useEditorInteractions } from './editorInteractions';
import { acceptedFields, fieldRuleKey, missesField, needsField } from './filterRules';
import { TreePicker } from './TreePicker';
import { chartName, useCanvasCharts } from './useCanvasCharts';
import { useFieldLists } from './useFieldLists';

/**
 * The options of a selected filter widget (SPEC §3 filter widget options), beside its style:
 * the dataset, a field of a type the widget accepts (SPEC §5), the charts it filters, single or
 * multiple choice, placeholder, title and the default value drawn by the widget itself. Each
 * change is one edit in the history.
 */
export function FilterOptionsPane({ component }: { component: FilterComponent }) {
  const { t } = useTranslation();
  const store = useEditorStoreApi();
  const { panelId } = useEditorInteractions();
  const name = component.serviceName;
  const meta = filterWidgetMeta(name);
  const { attrs, value } = component.options;

  const commit = (patch: Partial<FilterWidgetAttrs>, nextValue: FilterWidgetValue = value) =>
    store.getState().run('setFilterOptions', {
      componentId: component.id,
      options: { attrs: { ...attrs, ...patch }, value: nextValue },
    });
  const setDefault = (next: FilterWidgetValue) =>
    store.getState().run('setFilterDefault', { componentId: component.id, value: next });

  return (
    <div className="panel-side__filter" data-testid="filter-options-pane">
      <h4>{t('interactionEditor.filter.title')}</h4>
      {needsField(name) ? (
        <FieldChoice component={component} onCommit={commit} />
      ) : (
        <p className="panel-side__hint">{t('interactionEditor.filter.confirmHint')}</p>
      )}

      {meta?.multiple && (
        <Row label={t('interactionEditor.filter.multiple')}>
          <Switch
            size="small"
            checked={attrs.multiple}
            data-testid="filter-multiple"
            onChange={(multiple) =>
              commit({ multiple }, meta?.convertValue ? meta.convertValue(value, multiple) : value)
            }
          />
        </Row>
      )}
      {meta?.placeholder && (
        <Row label={t('interactionEditor.filter.placeholder')}>
          <TextField
            key={attrs.placeholder}
            value={attrs.placeholder}
            testId="filter-placeholder"
            onCommit={(placeholder) => commit({ placeholder })}
          />
        </Row>
      )}
      <Row label={t('interactionEditor.filter.label')}>
        <TextField
          key={attrs.label}
          value={attrs.label}
          testId="filter-label"
          onCommit={(label) => commit({ label })}
        />
      </Row>

      {needsField(name) && (
        <>
          <h4>{t('interactionEditor.filter.defaultValue')}</h4>
          <div className="panel-side__filter-value" data-testid="filter-default-value">
            {meta ? (
              <Suspense fallback={<div className="canvas-filter__waiting" />}>
                <meta.View
                  component={component}
                  value={value}
                  onChange={setDefault}
                  mode="edit"
                  panelId={panelId || undefined}
                />
              </Suspense>
            ) : (
              <span className="panel-side__hint">{t('filters.unknown')}</span>
            )}
          </div>
        </>
      )}
      {missesField(component) && (
        <Alert
          type="warning"
          showIcon
          className="panel-side__filter-problem"
          message={t('words.filterSetup.fieldMissing')}
          data-testid="filter-required"
        />
      )}
    </div>
  );
}

/** Dataset, then field (of the accepted types), then the charts of that dataset it filters. */
function FieldChoice({
  component,
  onCommit,
}: {
  component: FilterComponent;
  onCommit(patch: Partial<FilterWidgetAttrs>, value?: FilterWidgetValue): void;
}) {
  const { t } = useTranslation();
  const { attrs } = component.options;
  const tree = useDatasetTree();
  const lists = useFieldLists([attrs.datasetId]);
  const fields = attrs.datasetId ? lists.get(attrs.datasetId) : undefined;
  const accepted = fields ? acceptedFields(component.serviceName, fields) : [];
  const charts = useCanvasCharts().filter(
    (chart) => attrs.datasetId !== null && chart.datasetId === attrs.datasetId,
  );
  const rule = fieldRuleKey(component.serviceName);

  return (
    <>
      <Row label={t('interactionEditor.filter.dataset')}>
        <TreePicker
          nodes={tree.data ?? []}
          value={attrs.datasetId}
          loading={tree.isLoading}
          placeholder={t('interactionEditor.filter.datasetPlaceholder')}
          testId="filter-dataset"
          // Another dataset: its field, targets and value no longer apply.
          onChange={(datasetId) => onCommit({ datasetId, fieldId: null, viewIds: [] }, [])}
        />
      </Row>
      <Row label={t('interactionEditor.filter.field')}>
        <Select
          size="small"
          style={{ width: '100%' }}
          value={attrs.fieldId ?? undefined}
          disabled={!attrs.datasetId}
          loading={Boolean(attrs.datasetId) && !fields}
          placeholder={t('interactionEditor.filter.fieldPlaceholder')}
          notFoundContent={fields ? t('interactionEditor.filter.noFields') : undefined}
          options={accepted.map((field) => ({ value: field.id, label: field.name }))}
          data-testid="filter-field"
          // Another field: the old default value means nothing for it.
          onChange={(fieldId: string) => fieldId !== attrs.fieldId && onCommit({ fieldId }, [])}
        />
      </Row>
      {rule && (
        <p className="panel-side__hint" data-testid="filter-field-rule">
          {t(rule)}
        </p>
      )}
      <Row label={t('interactionEditor.filter.targets')}>
        <Select
          size="small"
          mode="multiple"
          style={{ width: '100%' }}
          value={attrs.viewIds.filter((id) => charts.some((c) => c.viewId === id))}
          disabled={!attrs.datasetId}
          placeholder={t('interactionEditor.filter.targetsAll')}
          notFoundContent={t('interactionEditor.filter.noTargets')}
          options={charts.map((chart) => ({ value: chart.viewId, label: chartName(chart) }))}
          data-testid="filter-targets"
          onChange={(viewIds: string[]) => onCommit({ viewIds })}
        />
      </Row>
    </>
  );
}

/**
 * Plain text of at most 50 characters (SPEC §9 title limit), committed once on blur. Keyed by
 * its value by the caller, so an undo shows the text it brought back.
 */
function TextField({
  value,
  onCommit,
  testId,
}: {
  value: string;
  onCommit(text: string): void;
  testId: string;
}) {
  return (
    <Input
      size="small"
      maxLength={50}
      defaultValue={value}
      data-testid={testId}
      onBlur={(e) => e.target.value !== value && onCommit(e.target.value)}
      onPressEnter={(e) => e.currentTarget.blur()}
    />
  );
}
