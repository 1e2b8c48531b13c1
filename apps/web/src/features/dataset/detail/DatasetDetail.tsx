import { Button, Result, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DatasetView } from '@tessera/contracts';
import { useSession } from '../../../store/session';
import { describeError, isNotFound } from '../../../lib/errors';
import { canEditDataset } from '../permissions';
import { permissionsTabItem } from '../permissions/tabItem';
import { useDataset } from '../queries';
import { renderSyncSlot } from '../slots';
import { DetailHeader } from './DetailHeader';
import { FieldsTab } from './FieldsTab';
import { PreviewTab } from './PreviewTab';

export interface DatasetDetailProps {
  datasetId: string;
  /** Reopens the SQL editor with the dataset's stored SQL. */
  onEditSql(view: DatasetView): void;
}

/** The right pane: the dataset's header, then its data preview, fields and (extracts) sync. */
export function DatasetDetail({ datasetId, onEditSql }: DatasetDetailProps) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const dataset = useDataset(datasetId);

  if (dataset.isPending) {
    return (
      <div className="dataset-center dataset-center--tall">
        <Spin />
      </div>
    );
  }
  if (dataset.isError) {
    return isNotFound(dataset.error) ? (
      <Result status="404" subTitle={t('dataset.detail.notFound')} />
    ) : (
      <Result
        status="error"
        title={t('errors.loadFailed')}
        subTitle={describeError(dataset.error)}
        extra={<Button onClick={() => void dataset.refetch()}>{t('errors.retry')}</Button>}
      />
    );
  }

  const view = dataset.data;
  const canEdit = canEditDataset(user, view);
  const items = [
    {
      key: 'preview',
      label: t('dataset.detail.preview'),
      children: <PreviewTab datasetId={view.id} />,
    },
    {
      key: 'fields',
      label: t('dataset.detail.fields'),
      children: <FieldsTab datasetId={view.id} canEdit={canEdit} />,
    },
    // HOOK POINT: the Sync tab of extract datasets renders the SyncPanel through the slot.
    ...(view.mode === 'extract'
      ? [
          {
            key: 'sync',
            label: t('dataset.detail.sync'),
            children: (
              <div data-testid="dataset-sync-slot">
                {renderSyncSlot({ dataset: view, canEdit })}
              </div>
            ),
          },
        ]
      : []),
    ...(canEdit ? [permissionsTabItem(view.id, t('datasetPermissions.tab'))] : []),
  ];

  return (
    <div className="dataset-detail" data-testid="dataset-detail">
      <DetailHeader view={view} canEdit={canEdit} onEditSql={() => onEditSql(view)} />
      <Tabs items={items} destroyOnHidden data-testid="dataset-tabs" />
    </div>
  );
}
