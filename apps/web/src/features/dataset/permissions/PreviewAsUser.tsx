import { useState } from 'react';
import { Alert, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/errors';
import { PreviewGrid } from '../detail/PreviewGrid';
import { usePreviewAs } from './queries';
import { UserSelect } from './UserSelect';

/** The dataset's preview as a chosen user sees it, row and column permissions applied. */
export function PreviewAsUser({ datasetId }: { datasetId: string }) {
  const { t, i18n } = useTranslation();
  const [userId, setUserId] = useState<number | null>(null);
  const preview = usePreviewAs(datasetId, userId);
  const body = () => {
    if (userId === null) {
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('datasetPermissions.previewAs.pick')}
        />
      );
    }
    if (preview.isPending) return <Spin />;
    if (preview.isError) {
      return (
        <Alert
          type="error"
          showIcon
          title={describeError(preview.error)}
          data-testid="preview-as-error"
        />
      );
    }
    const { fields, data, total } = preview.data;
    return (
      <div data-testid="preview-as">
        <div className="ds-muted dataset-preview__count" data-testid="preview-as-count">
          {t('datasetPermissions.previewAs.showing', {
            shown: data.length.toLocaleString(i18n.language),
            count: total.toLocaleString(i18n.language),
          })}
        </div>
        {fields.length === 0 || data.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('datasetPermissions.previewAs.noRows')}
          />
        ) : (
          <PreviewGrid columns={fields} rows={data} height={360} data-testid="preview-as-grid" />
        )}
      </div>
    );
  };
  return (
    <section className="dataset-perm__section" data-testid="preview-as-user">
      <div className="dataset-perm__bar">
        <span className="ds-muted">{t('datasetPermissions.previewAs.hint')}</span>
        <UserSelect value={userId} onChange={setUserId} data-testid="preview-as-user-select" />
      </div>
      {body()}
    </section>
  );
}
