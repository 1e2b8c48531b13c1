import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../dataset/errors';

/**
 * SPEC §8 chart data failure: the server's message followed by the text that the chart cannot
 * be shown normally and to contact the administrator.
 */
export function ChartFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={describeError(error) ?? ''}
      subTitle={t('chartEditor.preview.failure')}
      data-testid="chart-failure"
    />
  );
}
