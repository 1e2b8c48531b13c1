import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** No users at all, or none matching the filters (with a way back). */
export function UsersEmpty({ filtered, onClear }: { filtered: boolean; onClear(): void }) {
  const { t } = useTranslation();
  if (filtered) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('users.noMatch')}
        data-testid="users-no-match"
      >
        <Button onClick={onClear}>{t('users.clearFilters')}</Button>
      </Empty>
    );
  }
  return (
    <Empty description={t('users.empty')} data-testid="users-empty">
      <div className="users-muted">{t('users.emptyHint')}</div>
    </Empty>
  );
}
