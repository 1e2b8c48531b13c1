import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** No sources at all, or none matching the search and type filter (with a way back). */
export function ListEmpty({ filtered, onClear }: { filtered: boolean; onClear(): void }) {
  const { t } = useTranslation();
  if (filtered) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('datasource.noMatch')}
        data-testid="ds-no-match"
      >
        <Button onClick={onClear}>{t('datasource.clearFilters')}</Button>
      </Empty>
    );
  }
  return (
    <Empty description={t('datasource.empty')} data-testid="ds-empty">
      <div className="ds-muted">{t('datasource.emptyHint')}</div>
    </Empty>
  );
}
