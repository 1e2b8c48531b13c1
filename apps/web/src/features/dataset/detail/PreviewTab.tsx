import { Button, Empty, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/errors';
import { useDatasetPreview } from '../queries';
import { PreviewGrid } from './PreviewGrid';

/** The first 100 rows (SPEC §5) with the total count; a refusal (not synchronised) in place. */
export function PreviewTab({ datasetId }: { datasetId: string }) {
  const { t, i18n } = useTranslation();
  const preview = useDatasetPreview(datasetId);
  if (preview.isPending) {
    return (
      <div className="dataset-center">
        <Spin />
      </div>
    );
  }
  if (preview.isError) {
    return (
      <Result
        status="warning"
        subTitle={<span data-testid="preview-error">{describeError(preview.error)}</span>}
        extra={<Button onClick={() => void preview.refetch()}>{t('errors.retry')}</Button>}
      />
    );
  }
  const { fields, data, total, cut } = preview.data;
  if (fields.length === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dataset.detail.noFields')} />
    );
  }
  return (
    <div data-testid="dataset-preview">
      <div className="ds-muted dataset-preview__count" data-testid="preview-count">
        {t('dataset.detail.showing', {
          shown: data.length.toLocaleString(i18n.language),
          count: total.toLocaleString(i18n.language),
        })}
        {cut && (
          <span className="dataset-preview__cut" data-testid="preview-cut">
            {t('dataset.previewCut')}
          </span>
        )}
      </div>
      {data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dataset.detail.noRows')} />
      ) : (
        <PreviewGrid columns={fields} rows={data} />
      )}
    </div>
  );
}
