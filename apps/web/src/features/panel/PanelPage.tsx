import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** Dashboards list: nothing can be created yet, so the honest state is an empty one. */
export default function PanelPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h2 className="page__title" data-testid="panel-title">
        {t('panel.title')}
      </h2>
      <div className="empty-state" data-testid="panel-empty">
        <Empty description={<span>{t('panel.empty')}</span>}>
          <div style={{ color: 'rgba(0,0,0,0.45)' }}>{t('panel.emptyHint')}</div>
        </Empty>
      </div>
    </div>
  );
}
