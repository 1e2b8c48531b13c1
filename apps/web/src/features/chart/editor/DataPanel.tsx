import { useEffect, useRef, type ComponentRef } from 'react';
import { InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_CHART_RESULT_COUNT, type DatasetField } from '@tessera/contracts';
import type { ChartTypeMeta } from '../../../charts/types';
import { FilterBuilder } from './FilterBuilder';
import { WellBox } from './WellBox';
import type { Draft } from './editorModel';

export interface DataPanelProps {
  draft: Draft;
  meta: ChartTypeMeta;
  fields: readonly DatasetField[];
  onChange(change: Partial<Draft>): void;
  /** Bumped when the preview's "Change limit" asks for the row limit: it is focused. */
  focusLimit?: number;
}

/** The type's wells, the row limit and top N, and the custom filter. */
export function DataPanel({ draft, meta, fields, onChange, focusLimit = 0 }: DataPanelProps) {
  const { t } = useTranslation();
  const limitRef = useRef<ComponentRef<typeof InputNumber>>(null);
  useEffect(() => {
    if (focusLimit === 0) return;
    // After the Data tab has shown and the tabs have handled the click's focus themselves.
    const timer = window.setTimeout(() => {
      limitRef.current?.scrollIntoView({ block: 'center' });
      limitRef.current?.focus();
      limitRef.current?.select();
    }, 50);
    return () => window.clearTimeout(timer);
  }, [focusLimit]);
  const byId = new Map(fields.map((field) => [field.id, field]));
  return (
    <div className="chart-data-panel">
      {meta.wells.map((rule) => (
        <WellBox
          key={rule.well}
          rule={rule}
          items={draft[rule.well]}
          fields={byId}
          onChange={(items) => onChange({ [rule.well]: items })}
        />
      ))}
      <div className="chart-style__row">
        <span>{t('chartEditor.resultCount')}</span>
        <InputNumber
          size="small"
          min={1}
          max={MAX_CHART_RESULT_COUNT}
          ref={limitRef}
          value={draft.resultCount}
          onChange={(value) => value !== null && onChange({ resultCount: value })}
          aria-label={t('chartEditor.resultCount')}
          data-testid="chart-result-count"
        />
      </div>
      <div className="chart-style__row">
        <span>{t('chartEditor.topN')}</span>
        <Switch
          size="small"
          checked={draft.topN !== null}
          onChange={(on) => onChange({ topN: on ? { count: 10, others: false } : null })}
          aria-label={t('chartEditor.topN')}
        />
      </div>
      {draft.topN && (
        <>
          <div className="chart-style__row">
            <span>{t('chartEditor.topNCount')}</span>
            <InputNumber
              size="small"
              min={1}
              max={1000}
              value={draft.topN.count}
              onChange={(count) =>
                count !== null && draft.topN && onChange({ topN: { ...draft.topN, count } })
              }
            />
          </div>
          <div className="chart-style__row">
            <span>{t('chartEditor.topNOthers')}</span>
            <Switch
              size="small"
              checked={draft.topN.others}
              onChange={(others) => draft.topN && onChange({ topN: { ...draft.topN, others } })}
            />
          </div>
        </>
      )}
      <h4 className="chart-section-title">{t('chartEditor.filter.title')}</h4>
      <FilterBuilder
        key={draft.id}
        value={draft.customFilter}
        fields={fields}
        onChange={(customFilter) => onChange({ customFilter })}
      />
    </div>
  );
}
