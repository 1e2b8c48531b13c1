import { useEffect, useSyncExternalStore } from 'react';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import { HashRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import Cookies from 'js-cookie';
import { COOKIES, UI_KEYS, type Language } from '@tessera/contracts';
import { currentLanguage, i18n } from '../i18n';
import { loadPublicInfo } from '../store/loadSession';
import { useSession } from '../store/session';
import { FeedbackBridge } from './FeedbackBridge';
import { AppRoutes } from './routes/AppRoutes';
import { antdSizeFromCookie } from './uiPrefs';

/** antd's own texts (date pickers, pagination, empty states) follow the interface language. */
const ANTD_LOCALES: Record<Language, Locale> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en: enUS };

const subscribeLanguage = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};

export const BRAND_THEME = {
  algorithm: theme.defaultAlgorithm,
  token: { colorPrimary: '#1668dc', borderRadius: 6, fontSize: 14 },
  components: {
    Layout: { headerBg: '#0f1f3d', bodyBg: '#f4f6fa', siderBg: '#ffffff' },
    Menu: { darkItemBg: 'transparent', darkItemSelectedBg: 'rgba(255,255,255,0.14)' },
  },
};

export function App() {
  const language = useSyncExternalStore(subscribeLanguage, currentLanguage);
  const title = useSession((s) => s.uiInfo[UI_KEYS.title]) || 'Tessera';
  useEffect(() => {
    void loadPublicInfo();
  }, []);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider
        locale={ANTD_LOCALES[language]}
        componentSize={antdSizeFromCookie(Cookies.get(COOKIES.size))}
        theme={BRAND_THEME}
      >
        <AntApp>
          <FeedbackBridge />
          <HashRouter>
            <AppRoutes />
          </HashRouter>
        </AntApp>
      </ConfigProvider>
    </I18nextProvider>
  );
}
