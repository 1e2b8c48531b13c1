import { useEffect, useState, useSyncExternalStore } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { HashRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import Cookies from 'js-cookie';
import { COOKIES } from '@tessera/contracts';
import { forgetInteractionSessions } from '../canvas/interactions/sessions';
import { currentLanguage, i18n } from '../i18n';
import { loadPublicInfo } from '../store/loadSession';
import { useSession } from '../store/session';
import { useAntdLocale } from './antdLocale';
import { ensureBrowserHttp } from './browserHttp';
import { FeedbackBridge } from './FeedbackBridge';
import { createQueryClient } from './queryClient';
import { AppRoutes } from './routes/AppRoutes';
import { HashSync } from './routes/HashSync';
import { useReducedMotion } from '../lib/motion';
import { BRAND_THEME, STILL_THEME } from './theme';
import { antdSizeFromCookie } from './uiPrefs';
import '../styles.css';

const subscribeLanguage = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};

/** The signed-in shell's providers: server-state cache, antd theme and locale, hash router. */
export function App() {
  ensureBrowserHttp();
  const language = useSyncExternalStore(subscribeLanguage, currentLanguage);
  const locale = useAntdLocale(language);
  const [queryClient] = useState(createQueryClient);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    void loadPublicInfo();
  }, []);
  // Signing out (or in as someone else) forgets every cached answer of the previous session,
  // and the filters, linkage and drill each dashboard was left with.
  useEffect(
    () =>
      useSession.subscribe((state, previous) => {
        if (!previous.token || state.token) return;
        queryClient.clear();
        forgetInteractionSessions();
      }),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider
          locale={locale}
          componentSize={antdSizeFromCookie(Cookies.get(COOKIES.size))}
          theme={reducedMotion ? STILL_THEME : BRAND_THEME}
        >
          <AntApp>
            <FeedbackBridge />
            <HashRouter>
              <HashSync />
              <AppRoutes />
            </HashRouter>
          </AntApp>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
