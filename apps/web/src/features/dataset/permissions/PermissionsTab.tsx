import { Alert, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/errors';
import { useDatasetFields } from '../queries';
import { ColumnRules } from './ColumnRules';
import { PreviewAsUser } from './PreviewAsUser';
import { RowRules } from './RowRules';
import './permissions.css';

/**
 * The dataset's "Permissions" tab, for those who manage it (issue 21 parts 5 and 6): row
 * permissions, column permissions, and a preview as one user sees the dataset.
 */
export function PermissionsTab({ datasetId }: { datasetId: string }) {
  const { t } = useTranslation();
  const fields = useDatasetFields(datasetId);
  if (fields.isPending) return <Spin />;
  if (fields.isError) return <Alert type="error" showIcon title={describeError(fields.error)} />;
  const list = fields.data;
  return (
    <Tabs
      className="dataset-perm"
      size="small"
      destroyOnHidden
      data-testid="dataset-permissions"
      items={[
        {
          key: 'rows',
          label: t('datasetPermissions.rows.title'),
          children: <RowRules datasetId={datasetId} fields={list} />,
        },
        {
          key: 'columns',
          label: t('datasetPermissions.columns.title'),
          children: <ColumnRules datasetId={datasetId} fields={list} />,
        },
        {
          key: 'previewAs',
          label: t('datasetPermissions.previewAs.title'),
          children: <PreviewAsUser datasetId={datasetId} />,
        },
      ]}
    />
  );
}
