import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@tessera/contracts';
import * as userApi from '../../api/user';
import { applyLanguage, currentLanguage } from '../../i18n';

/** SPEC §4: changing the language posts it to the server, remembers it, then reloads. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const choose = async (language: Language) => {
    if (language === currentLanguage()) return;
    await userApi.setLanguage(language);
    await applyLanguage(language);
    window.location.reload();
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [currentLanguage()],
        items: LANGUAGES.map((language) => ({
          key: language,
          label: <span data-testid={`lang-option-${language}`}>{t(`lang.${language}`)}</span>,
        })),
        onClick: ({ key }) => void choose(key as Language).catch(() => undefined),
      }}
    >
      <Button
        type="text"
        className="topbar__action"
        icon={<GlobalOutlined />}
        aria-label={t('lang.switch')}
        data-testid="lang-switch"
      >
        <span className="topbar__action-label">{t(`lang.${currentLanguage()}`)}</span>
      </Button>
    </Dropdown>
  );
}
