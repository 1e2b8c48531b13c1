import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SyncLog } from '@tessera/contracts';
import { formatCount, formatDuration } from './format';

/**
 * The run in progress: rows written so far and time taken, over a moving bar. The total is not
 * known until the run ends, so the bar shows activity rather than a share.
 */
export function RunningBanner({ log, now }: { log: SyncLog; now: number }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="dss-running" data-testid="dss-running">
      <div className="dss-running__text">
        <span className="ds-strong">{t('datasetSync.running.title')}</span>
        <span data-testid="dss-running-rows">
          {t('datasetSync.running.rows', {
            rows: formatCount(log.rows, i18n.language),
            count: log.rows,
          })}
        </span>
        <span className="ds-muted">{formatDuration(Math.max(0, now - log.startTime), t)}</span>
      </div>
      <Progress percent={100} status="active" showInfo={false} size="small" />
    </div>
  );
}
