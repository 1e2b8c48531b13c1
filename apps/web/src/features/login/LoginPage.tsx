import { useEffect, useState, type FormEvent } from 'react';
import { CloseCircleFilled, LoadingOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { UI_KEYS } from '@tessera/contracts';
import { sanitizeRedirect } from '../../app/redirect';
import { preloadFirstRoute } from '../../app/routePreload';
import { preloadShell } from '../../app/shell';
import { TesseraMark } from '../../app/TesseraMark';
import { useSession } from '../../store/session';
import { LoginField } from './LoginField';
import { LoginLanguageSwitch } from './LoginLanguage';
import type { LoginErrors, LoginValues } from './loginActions';
import './login.css';

const loadActions = () => import('./loginActions');

/** antd's rule for its buttons: two Chinese characters get a space between them (登 录). */
const spaced = (label: string) =>
  /^[\u4e00-\u9fa5]{2}$/.test(label) ? label.split('').join(' ') : label;

export interface LoginPageProps {
  /** The `redirect` query: where to go after signing in (sanitised here). */
  redirect: string | null;
  onSignedIn(target: string): void;
}

/**
 * SPEC §2 login: username and password; back to the `redirect` target afterwards. The first
 * screen of most visits, so it is part of the first script and draws itself with its own small
 * stylesheet instead of antd; its actions (HTTP client, validation rules) follow in a chunk.
 */
export function LoginPage({ redirect, onSignedIn }: LoginPageProps) {
  const { t } = useTranslation();
  const title = useSession((s) => s.uiInfo[UI_KEYS.title]) || 'Tessera';
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void loadActions().then((actions) => actions.loadLoginInfo());
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const actions = await loadActions();
    const found = actions.validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    // The signed-in shell, and the page it opens first, download while the server checks the
    // password.
    preloadShell();
    preloadFirstRoute(`#${sanitizeRedirect(redirect)}`);
    const result = await actions.signIn(values);
    setBusy(false);
    if (result.ok) onSignedIn(sanitizeRedirect(redirect));
    else setFailure(result.message);
  };

  const field = (name: keyof LoginValues) => ({
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: errors[name] ? t(errors[name]) : null,
  });

  return (
    <div className="login">
      <div className="login__lang">
        <LoginLanguageSwitch />
      </div>
      <main className="login__card">
        <div className="login__brand">
          <TesseraMark size={48} />
          <div className="login__product" data-testid="login-product">
            {title}
          </div>
          <h1 className="login__welcome">{t('login.welcome')}</h1>
          <div className="login__hint">{t('login.hint')}</div>
        </div>
        {failure && (
          <div className="login__alert" role="alert" data-testid="login-error">
            <CloseCircleFilled className="login__alert-icon" />
            <span>{failure}</span>
          </div>
        )}
        <form onSubmit={(event) => void submit(event)} noValidate>
          <LoginField
            name="username"
            label={t('login.username')}
            icon={<UserOutlined />}
            autoComplete="username"
            autoFocus
            testId="login-username"
            {...field('username')}
          />
          <LoginField
            name="password"
            label={t('login.password')}
            icon={<LockOutlined />}
            autoComplete="current-password"
            testId="login-password"
            {...field('password')}
          />
          <button
            type="submit"
            className={`login__submit${busy ? ' login__submit--busy' : ''}`}
            aria-busy={busy}
            data-testid="login-submit"
          >
            {busy && <LoadingOutlined />}
            <span>{spaced(t('login.submit'))}</span>
          </button>
        </form>
      </main>
      <div className="login__footer">{t('login.footer')}</div>
    </div>
  );
}
