import { useTranslation } from 'react-i18next';

export interface ChartFailureProps {
  /** The server's (or the client's) message; may be absent. */
  message?: string | null;
}

/**
 * SPEC §8 chart data failure: the server message followed by the text that the chart cannot be
 * shown normally and to contact the administrator. Both are React text (SECURITY C7).
 */
export function ChartFailure({ message }: ChartFailureProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      style={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 4,
        padding: 8,
        color: '#909399',
        fontSize: 12,
        textAlign: 'center',
        overflow: 'hidden',
      }}
    >
      {message ? (
        <span style={{ color: '#f56c6c', wordBreak: 'break-word' }}>{message}</span>
      ) : null}
      <span>{t('charts.failure')}</span>
    </div>
  );
}
