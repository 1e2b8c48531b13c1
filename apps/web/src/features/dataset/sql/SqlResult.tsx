import { Alert, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { PreviewGrid } from '../detail/PreviewGrid';
import type { RunState } from './useSqlRun';

/** Under the editor: the server's refusal, or the columns and first rows of a run. */
export function SqlResult({ state }: { state: RunState }) {
  const { t } = useTranslation();
  switch (state.status) {
    case 'idle':
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('dataset.sql.runHint')}
          data-testid="sql-idle"
        />
      );
    case 'running':
      return (
        <div className="dataset-center">
          <Spin />
        </div>
      );
    case 'failed':
      return (
        <Alert
          type="error"
          showIcon
          title={t('dataset.sql.failed')}
          description={<span className="dataset-sql__error">{state.message}</span>}
          data-testid="sql-error"
        />
      );
    case 'done':
      return (
        <div data-testid="sql-result">
          <div className="ds-muted dataset-sql__summary">
            {t('dataset.sql.summary', {
              columns: state.preview.fields.length,
              count: state.preview.data.length,
            })}
            {state.preview.cut && (
              <span className="dataset-preview__cut" data-testid="sql-cut">
                {t('dataset.previewCut')}
              </span>
            )}
          </div>
          <PreviewGrid
            columns={state.preview.fields}
            rows={state.preview.data}
            height={260}
            data-testid="sql-grid"
          />
        </div>
      );
  }
}
