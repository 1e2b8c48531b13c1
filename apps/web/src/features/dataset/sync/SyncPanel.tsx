import { useEffect, useState } from 'react';
import { Alert, Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPermission, PERMISSIONS, type DatasetView } from '@tessera/contracts';
import { useSession } from '../../../store/session';
import { useSyncLogs } from './queries';
import { RunningBanner } from './RunningBanner';
import { ScheduleEditor } from './ScheduleEditor';
import { SyncLogTable } from './SyncLogTable';
import { SyncNow } from './SyncNow';
import { SyncStatusTag } from './SyncLogTable';
import { formatTime } from '../../../lib/time';
import './sync.css';

export interface SyncPanelProps {
  dataset: DatasetView;
}

/** An extract dataset's synchronisation: run now, the schedule, and the log with live progress. */
export function SyncPanel({ dataset }: SyncPanelProps) {
  const { t } = useTranslation();
  if (dataset.mode !== 'extract') {
    return (
      <Alert
        type="info"
        showIcon
        title={t('datasetSync.notExtract')}
        data-testid="dss-not-extract"
      />
    );
  }
  return <ExtractSync dataset={dataset} />;
}

/** Ticks while a run is in progress, so its duration counts up between polls. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function ExtractSync({ dataset }: SyncPanelProps) {
  const { t, i18n } = useTranslation();
  const user = useSession((state) => state.user);
  const canManage =
    hasPermission(user, PERMISSIONS.datasetManage) && dataset.permission === 'manage';
  const logs = useSyncLogs(dataset.id);
  const current = logs.data?.find((log) => log.status === 'running');
  const now = useNow(current !== undefined);
  const last = dataset.lastSync;
  return (
    <div className="dss-panel" data-testid="dss-panel">
      <section className="dss-card">
        <div className="dss-card__head">
          <h4>{t('datasetSync.now.title')}</h4>
          <span className="ds-muted" data-testid="dss-last">
            {last === null ? (
              t('datasetSync.never')
            ) : (
              <>
                {t('datasetSync.last')} <SyncStatusTag status={last.status} />
                {last.endTime !== null && formatTime(last.endTime, i18n.language)}
              </>
            )}
          </span>
        </div>
        {canManage && <SyncNow dataset={dataset} running={logs.running} />}
        {current && <RunningBanner log={current} now={now} />}
      </section>
      <section className="dss-card">
        <h4>{t('datasetSync.schedule.title')}</h4>
        <ScheduleEditor key={dataset.id} dataset={dataset} canManage={canManage} />
      </section>
      <section className="dss-card">
        <div className="dss-card__head">
          <h4>{t('datasetSync.log.title')}</h4>
          <Button
            size="small"
            icon={<ReloadOutlined />}
            onClick={() => void logs.refetch()}
            aria-label={t('datasetSync.log.refresh')}
          />
        </div>
        <SyncLogTable logs={logs.data ?? []} loading={logs.isPending} now={now} />
      </section>
    </div>
  );
}
