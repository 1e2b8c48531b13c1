import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isLoginHash, Root } from './app/Root';
import { preloadFirstRoute } from './app/routePreload';
import { preloadShell } from './app/shell';
import { initI18n } from './i18n';
import './app/base.css';

// Any route but the login page needs the shell: start its download before anything else.
if (!isLoginHash(window.location.hash)) void preloadShell().catch(() => undefined);
preloadFirstRoute(window.location.hash);

void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
});
