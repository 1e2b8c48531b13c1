import { Empty, Result } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../store/session';

/** API keys need a licence (SPEC §6); without one, say so rather than show an empty tool. */
export default function UkeyPage() {
  const { t } = useTranslation();
  const validate = useSession((s) => s.licence.validate);
  return (
    <div className="page">
      <h2 className="page__title">{t('ukey.title')}</h2>
      <div className="empty-state" data-testid="ukey-page">
        {validate ? (
          <Empty description={t('ukey.empty')} />
        ) : (
          <Result
            icon={<KeyOutlined style={{ color: '#8c98ad' }} />}
            title={t('ukey.needLicence')}
            subTitle={t('ukey.needLicenceHint')}
          />
        )}
      </div>
    </div>
  );
}
