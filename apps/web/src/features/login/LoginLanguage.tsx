import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@tessera/contracts';
import { applyLanguage, currentLanguage } from '../../i18n';

/** Before login there is no account to save the choice on: remember it locally only. */
export function LoginLanguageSwitch() {
  const { t } = useTranslation();
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
        onClick: ({ key }) => void applyLanguage(key as Language),
      }}
    >
      <Button icon={<GlobalOutlined />} data-testid="lang-switch">
        {t(`lang.${currentLanguage()}`)}
      </Button>
    </Dropdown>
  );
}
