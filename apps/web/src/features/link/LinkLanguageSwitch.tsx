import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@tessera/contracts';
import { applyLanguage, currentLanguage } from '../../i18n';

/**
 * A visitor's language menu. A visitor has no account to keep the choice on: it is remembered
 * in this browser only. The page then reloads, as the signed-in app does: the server names the
 * demo dashboards and charts in the reader's language (issue 19); the link token is kept, so no
 * PIN is asked again.
 */
export function LinkLanguageSwitch() {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LANGUAGES.map((language) => ({
          key: language,
          label: <span data-testid={`lang-option-${language}`}>{t(`lang.${language}`)}</span>,
        })),
        onClick: ({ key }) => {
          if (key === current) return;
          void applyLanguage(key as Language).then(() => window.location.reload());
        },
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={t('lang.switch')}
        data-testid="lang-switch"
      >
        {t(`lang.${current}`)}
      </Button>
    </Dropdown>
  );
}
