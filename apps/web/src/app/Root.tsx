import { useEffect, useState } from 'react';
import { UI_KEYS } from '@tessera/contracts';
import { LoginPage } from '../features/login/LoginPage';
import { useSession } from '../store/session';
import { Shell } from './shell';

/** '#/login' and '#/login?redirect=…' */
export const isLoginHash = (hash: string) => /^#\/login(?:[?/]|$)/.test(hash);

const redirectOf = (hash: string) =>
  new URLSearchParams(hash.slice(hash.indexOf('?') + 1 || hash.length)).get('redirect');

/** A spinner drawn like antd's large Spin, without antd: the shell is still on its way. */
function BootSpinner() {
  return (
    <div className="boot-spinner" role="progressbar" aria-busy="true">
      <span className="boot-spinner__dots">
        <i />
        <i />
        <i />
        <i />
      </span>
    </div>
  );
}

/**
 * The first screen. A visit that starts on the login page gets the light login page alone; the
 * signed-in shell (antd, router, pages) loads when the user signs in or leaves for another route,
 * and from then on owns every route, /login included.
 */
export function Root() {
  const [shell, setShell] = useState(() => !isLoginHash(window.location.hash));
  const title = useSession((s) => s.uiInfo[UI_KEYS.title]) || 'Tessera';

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (shell) return;
    const onHashChange = () => {
      if (!isLoginHash(window.location.hash)) setShell(true);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [shell]);

  if (!shell) {
    return (
      <LoginPage
        redirect={redirectOf(window.location.hash)}
        onSignedIn={(target) => {
          window.history.replaceState(null, '', `#${target}`);
          setShell(true);
        }}
      />
    );
  }
  return <Shell fallback={<BootSpinner />} />;
}
