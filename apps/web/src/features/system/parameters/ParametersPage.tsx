import { useTranslation } from 'react-i18next';
import { LinkPolicyCard } from './LinkPolicyCard';
import './parameters.css';

/** System → System parameters: the tenant's settings, one card per subject. */
export default function ParametersPage() {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid="parameters-page">
      <div className="page__header">
        <div>
          <h2 className="page__title">{t('systemParameter.title')}</h2>
          <div className="page__subtitle">{t('systemParameter.subtitle')}</div>
        </div>
      </div>
      <div className="parameters-cards">
        <LinkPolicyCard />
      </div>
    </div>
  );
}
