import { useState } from 'react';
import { Empty } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DatasetKind, DatasetView } from '@tessera/contracts';
import { useSession } from '../../store/session';
import { CreateHost, type Creating } from './create/CreateHost';
import { DatasetDetail } from './detail/DatasetDetail';
import { canManageDatasets } from './permissions';
import { FolderTreePane } from '../folders/FolderTreePane';
import { NewDatasetMenu } from './create/NewDatasetMenu';
import { datasetFolders } from './datasetFolders';
import './dataset.css';

/**
 * The datasets menu page: the tree on the left, the selected dataset on the right. `?id=` names
 * the selected dataset, so a reload and the back button keep it.
 */
export default function DatasetPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('id');
  const user = useSession((s) => s.user);
  const canManage = canManageDatasets(user);
  const [creating, setCreating] = useState<Creating>(null);

  const select = (id: string | null) => setParams(id ? { id } : {});
  const onCreate = (kind: DatasetKind, groupId: string | null) => setCreating({ kind, groupId });
  const onCreated = (view: Pick<DatasetView, 'id'>) => {
    setCreating(null);
    select(view.id);
  };

  return (
    <div className="page page--wide dataset-page" data-testid="dataset-page">
      <div className="page__header">
        <div>
          <h2 className="page__title">{t('dataset.title')}</h2>
          <div className="page__subtitle">{t('dataset.subtitle')}</div>
        </div>
      </div>
      <div className="dataset-layout">
        <FolderTreePane
          kind={datasetFolders}
          selectedId={selectedId}
          onSelect={select}
          canManage={canManage}
          create={(folder) => <NewDatasetMenu onCreate={(kind) => onCreate(kind, folder)} />}
        />
        <section className="dataset-main">
          {selectedId ? (
            <DatasetDetail
              key={selectedId}
              datasetId={selectedId}
              onEditSql={(dataset) => setCreating({ kind: 'editSql', dataset })}
            />
          ) : (
            <div className="dataset-center dataset-center--tall">
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={canManage ? t('dataset.pickOrCreate') : t('dataset.pick')}
                data-testid="dataset-pick"
              />
            </div>
          )}
        </section>
      </div>
      <CreateHost creating={creating} onClose={() => setCreating(null)} onCreated={onCreated} />
    </div>
  );
}
