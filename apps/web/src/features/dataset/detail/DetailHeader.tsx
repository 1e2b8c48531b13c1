import { Button, Tag } from 'antd';
import { DatabaseOutlined, EditOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatasetView } from '@tessera/contracts';
import { useDatasourceList } from '../../datasource/queries';
import { KIND_ICONS } from '../tree/NodeIcon';

export interface DetailHeaderProps {
  view: DatasetView;
  canEdit: boolean;
  onEditSql(): void;
}

/** Name, kind, mode and data source of a dataset; "Edit SQL" for SQL datasets one may edit. */
export function DetailHeader({ view, canEdit, onEditSql }: DetailHeaderProps) {
  const { t } = useTranslation();
  // The list is cached by the page's other uses; a source the caller cannot see shows no name.
  const sources = useDatasourceList({});
  const source = sources.data?.find((item) => item.id === view.datasourceId);
  return (
    <div className="dataset-detail__header">
      <div>
        <h3 className="dataset-detail__name" data-testid="dataset-detail-name">
          {view.name}
        </h3>
        <div className="dataset-detail__meta">
          <Tag icon={KIND_ICONS[view.kind]} data-testid="dataset-detail-kind">
            {t(`dataset.kind.${view.kind}`)}
          </Tag>
          <Tag
            icon={view.mode === 'extract' ? <ThunderboltOutlined /> : undefined}
            color={view.mode === 'extract' ? 'gold' : undefined}
            data-testid="dataset-detail-mode"
          >
            {t(`dataset.mode.${view.mode}`)}
          </Tag>
          {source && (
            <span className="ds-muted" data-testid="dataset-detail-source">
              <DatabaseOutlined /> {source.name}
            </span>
          )}
        </div>
      </div>
      {canEdit && view.info.kind === 'sql' && (
        <Button icon={<EditOutlined />} onClick={onEditSql} data-testid="dataset-edit-sql">
          {t('dataset.sql.edit')}
        </Button>
      )}
    </div>
  );
}
