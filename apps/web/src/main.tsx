import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHttp } from './api/http';
import { installHttp } from './api/client';
import { browserPorts } from './app/browserPorts';
import { App } from './app/App';
import { initI18n } from './i18n';
import './styles.css';

installHttp(createHttp(browserPorts));

void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
