import { useState } from 'react';
import { Button, Segmented, Tooltip } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatasetView, SyncType } from '@tessera/contracts';
import { useSyncNow } from './queries';

export interface SyncNowProps {
  dataset: DatasetView;
  running: boolean;
}

/** Run a sync at once, full or incremental (the latter needs the schedule's increasing field). */
export function SyncNow({ dataset, running }: SyncNowProps) {
  const { t } = useTranslation();
  const [syncType, setSyncType] = useState<SyncType>('full');
  const sync = useSyncNow(dataset.id);
  const canIncrement = Boolean(dataset.schedule?.incrementalFieldId);
  return (
    <div className="dss-now">
      <Segmented<SyncType>
        value={syncType}
        onChange={setSyncType}
        options={[
          { value: 'full', label: t('datasetSync.type.full') },
          {
            value: 'incremental',
            disabled: !canIncrement,
            label: (
              <Tooltip title={canIncrement ? undefined : t('datasetSync.now.needsField')}>
                <span data-testid="dss-now-incremental">{t('datasetSync.type.incremental')}</span>
              </Tooltip>
            ),
          },
        ]}
        data-testid="dss-now-type"
      />
      <Button
        type="primary"
        icon={<SyncOutlined spin={running} />}
        disabled={running}
        loading={sync.isPending}
        onClick={() => sync.mutate(syncType)}
        data-testid="dss-now"
      >
        {running ? t('datasetSync.now.running') : t('datasetSync.now.start')}
      </Button>
    </div>
  );
}
