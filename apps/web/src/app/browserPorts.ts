import { AUTH_STATUS } from '@tessera/contracts';
import type { ClientPorts } from '../api/ports';
import { currentLanguage, i18n } from '../i18n';
import { useSession } from '../store/session';
import { readLinkToken, readToken, writeLinkToken } from '../store/tokenStore';

/** antd comes with the feedback module; it loads on the first message, not with the client. */
const feedback = () => import('./feedback');

/** The HTTP client's side effects in the browser: cookies, antd feedback, a page reload. */
export const browserPorts: ClientPorts = {
  getToken: readToken,
  setToken: (token) => useSession.getState().setToken(token),
  getLinkToken: readLinkToken,
  setLinkToken: writeLinkToken,
  getLanguage: currentLanguage,
  showError: (content, duration) => void feedback().then((f) => f.toastError(content, duration)),
  confirmReLogin: async (status) => {
    const { feedback: show } = await feedback();
    return new Promise<void>((resolve) => {
      show.modal.warning({
        title: i18n.t(status === AUTH_STATUS.expired ? 'errors.authExpired' : 'errors.authInvalid'),
        okText: i18n.t('errors.reLogin'),
        keyboard: false,
        closable: false,
        maskClosable: false,
        onOk: () => resolve(),
      });
    });
  },
  logout: () => useSession.getState().reset(),
  reload: () => window.location.reload(),
  passwordChangeRequired: () => useSession.getState().requirePasswordChange(),
  text: (key) => i18n.t(key === 'error.verifyFailed' ? 'errors.verifyFailed' : 'errors.network'),
};
