import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The warning a data source's form shows when its login is a superuser (or may read server
 * files): custom SQL is checked, but the login itself could read the server's files and act
 * as the database's administrator, so a read-only user is recommended.
 */
export function PrivilegedLoginAlert() {
  const { t } = useTranslation();
  return (
    <Alert
      className="ds-form__privileged"
      type="warning"
      showIcon
      title={t('datasource.form.privilegedTitle')}
      description={t('datasource.form.privilegedHint')}
      data-testid="ds-privileged-warning"
    />
  );
}
