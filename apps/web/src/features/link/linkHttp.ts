import { createHttp, type Http } from '../../api/http';
import { browserPorts } from '../../app/browserPorts';
import type { ClientPorts } from '../../api/ports';

/**
 * The share-link page's HTTP client (issue 23 part 3). A visitor is nobody signed in: the
 * session's token is never sent, even when the browser holds one (the link shows what its
 * creator sees, not what the visitor would); the link token (SPEC §9 LINK-PWD-TOKEN) is. A
 * refused token (switched off, new PIN, expired) opens no re-login modal and reloads nothing:
 * the page asks the link again and tells the visitor what changed.
 */
export function createLinkHttp(onRefused: () => void): Http {
  const ports: ClientPorts = {
    ...browserPorts,
    getToken: () => undefined,
    setToken: () => undefined,
    confirmReLogin: () => {
      onRefused();
      return Promise.resolve();
    },
    logout: () => undefined,
    reload: () => undefined,
    passwordChangeRequired: undefined,
  };
  return createHttp(ports);
}
