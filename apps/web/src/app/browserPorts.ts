import { AUTH_STATUS, TOAST_DURATION } from '@tessera/contracts';
import type { ClientPorts } from '../api/ports';
import { currentLanguage, i18n } from '../i18n';
import { useSession } from '../store/session';
import { readLinkToken, readToken, writeLinkToken } from '../store/tokenStore';
import { feedback } from './feedback';

/** The HTTP client's side effects in the browser: cookies, antd feedback, a page reload. */
export const browserPorts: ClientPorts = {
  getToken: readToken,
  setToken: (token) => useSession.getState().setToken(token),
  getLinkToken: readLinkToken,
  setLinkToken: writeLinkToken,
  getLanguage: currentLanguage,
  showError: (content, duration) => void feedback.message.error({ content, duration }),
  confirmReLogin: (status) =>
    new Promise<void>((resolve) => {
      feedback.modal.warning({
        title: i18n.t(status === AUTH_STATUS.expired ? 'errors.authExpired' : 'errors.authInvalid'),
        okText: i18n.t('errors.reLogin'),
        keyboard: false,
        closable: false,
        maskClosable: false,
        onOk: () => resolve(),
      });
    }),
  logout: () => useSession.getState().reset(),
  reload: () => window.location.reload(),
  text: (key) => i18n.t(key === 'error.verifyFailed' ? 'errors.verifyFailed' : 'errors.network'),
};

/** Success toasts last 1.5 s (SPEC §8). */
export const toastSuccess = (content: string) =>
  void feedback.message.success({ content, duration: TOAST_DURATION.success / 1000 });
