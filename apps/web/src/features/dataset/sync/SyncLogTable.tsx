import type { HTMLAttributes, ReactNode } from 'react';
import { Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CheckCircleOutlined, CloseCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SyncLog, SyncStatus } from '@tessera/contracts';
import { formatTime } from '../../../lib/time';
import { formatCount, formatDuration } from './format';

const STATUS: Record<SyncStatus, { colour: string; icon: ReactNode }> = {
  running: { colour: 'processing', icon: <SyncOutlined spin /> },
  success: { colour: 'success', icon: <CheckCircleOutlined /> },
  failed: { colour: 'error', icon: <CloseCircleOutlined /> },
};

export function SyncStatusTag({ status }: { status: SyncStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS[status].colour} icon={STATUS[status].icon} data-status={status}>
      {t(`datasetSync.status.${status}`)}
    </Tag>
  );
}

export interface SyncLogTableProps {
  logs: SyncLog[];
  loading: boolean;
  /** Now, for a running row's duration so far. */
  now: number;
}

/** The runs, newest first: when, how long, how many rows, how it ended and why. */
export function SyncLogTable({ logs, loading, now }: SyncLogTableProps) {
  const { t, i18n } = useTranslation();
  const columns: ColumnsType<SyncLog> = [
    {
      key: 'start',
      title: t('datasetSync.log.start'),
      render: (_, log) => formatTime(log.startTime, i18n.language),
    },
    {
      key: 'end',
      title: t('datasetSync.log.end'),
      render: (_, log) => (log.endTime === null ? '—' : formatTime(log.endTime, i18n.language)),
    },
    {
      key: 'duration',
      title: t('datasetSync.log.duration'),
      render: (_, log) => formatDuration((log.endTime ?? now) - log.startTime, t),
    },
    {
      key: 'type',
      title: t('datasetSync.log.type'),
      render: (_, log) =>
        `${t(`datasetSync.type.${log.syncType}`)} · ${t(`datasetSync.trigger.${log.trigger}`)}`,
    },
    {
      key: 'rows',
      title: t('datasetSync.log.rows'),
      align: 'right',
      render: (_, log) => (
        <span className="ds-mono" data-testid={`dss-log-rows-${log.id}`}>
          {formatCount(log.rows, i18n.language)}
        </span>
      ),
    },
    {
      key: 'status',
      title: t('datasetSync.log.status'),
      render: (_, log) => <SyncStatusTag status={log.status} />,
    },
    {
      key: 'error',
      title: t('datasetSync.log.error'),
      ellipsis: { showTitle: false },
      render: (_, log) =>
        log.error ? (
          <Tooltip title={log.error} placement="topLeft">
            <span className="dss-error">{log.error}</span>
          </Tooltip>
        ) : null,
    },
  ];
  return (
    <Table<SyncLog>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={logs}
      loading={loading}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: t('datasetSync.log.empty') }}
      onRow={(log) => ({ 'data-testid': `dss-log-${log.id}` }) as HTMLAttributes<HTMLElement>}
      data-testid="dss-log"
    />
  );
}
