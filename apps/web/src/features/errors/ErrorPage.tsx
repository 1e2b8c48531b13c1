import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_HOME } from '../../app/redirect';

export function ErrorPage({ status }: { status: '404' | '403' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page-spinner page-spinner--full">
      <Result
        status={status}
        title={status === '404' ? '404' : '401'}
        subTitle={t(status === '404' ? 'errors.notFound' : 'errors.unauthorized')}
        extra={
          <Button type="primary" onClick={() => navigate(DEFAULT_HOME)}>
            {t('errors.backHome')}
          </Button>
        }
      />
    </div>
  );
}
