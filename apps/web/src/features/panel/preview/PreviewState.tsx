import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PanelDetail } from '@tessera/contracts';
import { describeError } from '../../../lib/errors';
import { LazyResult } from '../../../lib/LazyResult';

/** What a preview shows until its dashboard is there: a spinner, or why it cannot open. */
export function PreviewState({ query }: { query: UseQueryResult<PanelDetail> }) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <div data-testid="panel-load-failed">
        <LazyResult
          status="warning"
          title={t('panel.loadFailed')}
          subTitle={describeError(query.error)}
          extra={<Button onClick={() => void query.refetch()}>{t('panel.action.retry')}</Button>}
        />
      </div>
    );
  }
  return (
    <div className="panel-center" style={{ minHeight: 300 }}>
      <Spin />
    </div>
  );
}
