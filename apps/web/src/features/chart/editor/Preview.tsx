import { useRef, useState } from 'react';
import type { ChartSave } from '@tessera/contracts';
import { Button, Empty, Spin, Tag, Tooltip } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/errors';
import { ChartFailure } from '../../../charts/ChartFailure';
import { ChartRenderer } from '../../../charts/ChartRenderer';
import type { ChartTypeMeta } from '../../../charts/types';
import { usePreviewData } from '../queries';
import { dataKey, missingWells, toSaveBody, type Draft } from './editorModel';
import { useDebouncedValue as useDebounced } from '../../../lib/useDebouncedValue';

/** SPEC §9-ish: a burst of edits asks for data once. */
export const PREVIEW_DEBOUNCE_MS = 300;

/**
 * The live preview of the unsaved chart. Data is asked for only when the data-relevant part of
 * the draft changes (wells, filter, type, row limit), after a pause; style changes redraw at
 * once from the data already fetched.
 */
export function Preview({
  draft,
  meta,
  onChangeLimit,
}: {
  draft: Draft;
  meta: ChartTypeMeta;
  /** Someone who may edit the chart: "Change limit" on a chart cut by its row limit. */
  onChangeLimit?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const [refresh, setRefresh] = useState(0);
  const key = dataKey(draft);
  const missing = missingWells(draft, meta);
  // What each data key asks for, remembered so the request made once a key settles carries
  // that key's body and readiness (not a half-typed newer draft's, nor an older one's).
  const asks = useRef(new Map<string, { body: ChartSave; ready: boolean }>());
  asks.current.set(key, { body: toSaveBody(draft), ready: missing.length === 0 });
  const settledKey = useDebounced(key, PREVIEW_DEBOUNCE_MS);
  for (const known of asks.current.keys()) {
    if (known !== key && known !== settledKey) asks.current.delete(known);
  }
  const settled = asks.current.get(settledKey);
  const query = usePreviewData(
    settledKey,
    settled?.body ?? toSaveBody(draft),
    refresh,
    Boolean(settled?.ready) && missing.length === 0,
  );
  let body;
  if (missing.length > 0) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('chartEditor.preview.needs', {
          wells: missing.map((rule) => t(`chartEditor.well.${rule.well}`)).join(', '),
        })}
        data-testid="chart-preview-needs"
      />
    );
  } else if (query.isError) {
    body = <ChartFailure message={describeError(query.error)} />;
  } else if (!query.data) {
    body = <Spin />;
  } else {
    body = (
      <ChartRenderer
        view={draft}
        data={query.data.data}
        height={440}
        onChangeLimit={onChangeLimit}
      />
    );
  }

  return (
    <section className="chart-preview" data-testid="chart-preview">
      <div className="chart-preview__bar">
        {query.isFetching && <Spin size="small" />}
        {query.data?.data.cached && <Tag>{t('chartEditor.preview.cached')}</Tag>}
        <Tooltip title={t('chartEditor.preview.refresh')}>
          <Button
            size="small"
            icon={<ReloadOutlined />}
            aria-label={t('chartEditor.preview.refresh')}
            onClick={() => setRefresh((n) => n + 1)}
            data-testid="chart-preview-refresh"
          />
        </Tooltip>
      </div>
      <div className="chart-preview__body">{body}</div>
    </section>
  );
}
