import { Badge, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DatasourceView } from '@tessera/contracts';

const BADGE = { ok: 'success', error: 'error', unknown: 'default' } as const;

/** ok green, error red (the message in a tooltip), unknown grey. */
export function StatusBadge({
  view,
}: {
  view: Pick<DatasourceView, 'id' | 'status' | 'statusMessage'>;
}) {
  const { t } = useTranslation();
  const status = view.status in BADGE ? view.status : 'unknown';
  const badge = (
    <span
      className={`ds-status ds-status--${status}`}
      data-testid={`ds-status-${view.id}`}
      data-status={status}
    >
      <Badge status={BADGE[status]} text={t(`datasource.status.${status}`)} />
    </span>
  );
  if (status !== 'error' || !view.statusMessage) return badge;
  return (
    <Tooltip title={view.statusMessage} placement="topLeft">
      {badge}
    </Tooltip>
  );
}
