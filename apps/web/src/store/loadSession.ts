import { AxiosError } from 'axios';
import * as authApi from '../api/auth';
import * as menuApi from '../api/menu';
import * as systemApi from '../api/system';
import { errorMessage } from '../api/http';
import { applyLanguage, currentLanguage, i18n } from '../i18n';
import { languageAfterUserInfo } from '../i18n/resolveLanguage';
import { licenceFromError, licenceFromResult } from './licence';
import { useSession } from './session';

let publicInfo: Promise<void> | null = null;

/** UI settings and licence are public: the login page needs the logo and title too. Loaded once
 * per page, whichever screen asks first (the login page or the shell). */
export function loadPublicInfo(): Promise<void> {
  publicInfo ??= fetchPublicInfo();
  return publicInfo;
}

async function fetchPublicInfo(): Promise<void> {
  const session = useSession.getState();
  await Promise.all([
    systemApi
      .uiInfo()
      .then(session.setUiInfo)
      .catch(() => undefined),
    systemApi
      .validateLicence()
      .then((result) => session.setLicence(licenceFromResult(result)))
      .catch((error: unknown) =>
        session.setLicence(
          licenceFromError(error instanceof AxiosError ? errorMessage(error) : String(error)),
        ),
      ),
  ]);
}

let userLoad: Promise<void> | null = null;

/** Loads the signed-in user and their menu tree; adopts the account's language (SPEC §1).
 * Concurrent callers (StrictMode's double effects) share one load. */
export function loadUser(): Promise<void> {
  userLoad ??= fetchUser().finally(() => {
    userLoad = null;
  });
  return userLoad;
}

async function fetchUser(): Promise<void> {
  const user = await authApi.userInfo(i18n.t('errors.verifyFailed'));
  const menus = await menuApi.menus();
  const language = languageAfterUserInfo(currentLanguage(), user.language);
  if (language !== currentLanguage()) await applyLanguage(language);
  useSession.getState().setUser(user, menus);
}
