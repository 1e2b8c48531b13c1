import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Why a link shows no dashboard: each a clear page of its own, never an error toast. */
export type LinkNoticeKind = 'missing' | 'closed' | 'expired' | 'failed';

const STATUS = { missing: '404', closed: 'warning', expired: 'info', failed: 'warning' } as const;

export function LinkNotice({
  kind,
  detail,
  onRetry,
}: {
  kind: LinkNoticeKind;
  detail?: string | null;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="link-page__notice" data-testid={`link-${kind}`}>
      <Result
        status={STATUS[kind]}
        title={t(`link.${kind}.title`)}
        subTitle={detail ?? t(`link.${kind}.hint`)}
        extra={
          onRetry ? (
            <Button onClick={onRetry} data-testid="link-retry">
              {t('link.retry')}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
