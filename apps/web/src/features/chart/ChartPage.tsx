import { useCallback, useRef, useState } from 'react';
import { Empty } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../store/session';
import { NewChartDialog } from './create/NewChartDialog';
import { ChartEditor } from './editor/ChartEditor';
import { confirmLeave } from './editor/useLeaveGuard';
import { canManageCharts } from './permissions';
import { FolderTreePane } from '../folders/FolderTreePane';
import { NewLeafButton } from '../folders/NewLeafButton';
import { chartFolders } from './chartFolders';
// The dataset feature's type icon colours (shared DeTypeIcon).
import '../dataset/dataset.css';
import './chart.css';

/**
 * The charts menu page: the chart tree on the left, the selected chart's editor on the right.
 * `?id=` names the selected chart, so a reload and the back button keep it.
 */
export default function ChartPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('id');
  const user = useSession((s) => s.user);
  const canManage = canManageCharts(user);
  const [creatingIn, setCreatingIn] = useState<{ sceneId: string | null } | null>(null);
  const dirty = useRef(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  const select = (id: string | null) => {
    if (id === selectedId) return;
    const go = () => {
      dirty.current = false;
      setParams(id ? { id } : {});
    };
    if (!dirty.current) return go();
    confirmLeave(
      {
        title: t('chartEditor.leave.title'),
        content: t('chartEditor.leave.content'),
        ok: t('chartEditor.leave.ok'),
        cancel: t('chartEditor.action.cancel'),
      },
      go,
    );
  };

  return (
    <div className="page page--wide chart-page" data-testid="chart-page">
      <div className="chart-layout">
        <FolderTreePane
          kind={chartFolders}
          selectedId={selectedId}
          onSelect={select}
          canManage={canManage}
          create={(sceneId) => (
            <NewLeafButton kind={chartFolders} onClick={() => setCreatingIn({ sceneId })} />
          )}
        />
        <section className="chart-main">
          {selectedId ? (
            <ChartEditor key={selectedId} chartId={selectedId} onDirtyChange={onDirtyChange} />
          ) : (
            <div className="chart-center">
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={canManage ? t('chartEditor.pickOrCreate') : t('chartEditor.pick')}
                data-testid="chart-pick"
              />
            </div>
          )}
        </section>
      </div>
      {creatingIn && (
        <NewChartDialog
          sceneId={creatingIn.sceneId}
          onClose={() => setCreatingIn(null)}
          onCreated={(id) => {
            setCreatingIn(null);
            select(id);
          }}
        />
      )}
    </div>
  );
}
