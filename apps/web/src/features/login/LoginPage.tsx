import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AxiosError } from 'axios';
import { loginPasswordSchema, UI_KEYS, usernameSchema } from '@tessera/contracts';
import * as authApi from '../../api/auth';
import { errorMessage } from '../../api/http';
import { TesseraMark } from '../../app/layout/Logo';
import { LoginLanguageSwitch } from './LoginLanguage';
import { sanitizeRedirect } from '../../app/redirect';
import { useSession } from '../../store/session';
import { zodRule } from '../forms/zodRule';

interface LoginValues {
  username: string;
  password: string;
}

/** SPEC §2 login: username and password; back to the `redirect` target afterwards. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const setToken = useSession((s) => s.setToken);
  const title = useSession((s) => s.uiInfo[UI_KEYS.title]) || 'Tessera';
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: LoginValues) => {
    setBusy(true);
    setError(null);
    try {
      const { token } = await authApi.login({
        username: values.username.trim(),
        password: values.password,
      });
      // A new user may sign in on this tab: forget the previous one before loading.
      useSession.getState().reset();
      setToken(token);
      navigate(sanitizeRedirect(params.get('redirect')), { replace: true });
    } catch (caught) {
      setError(caught instanceof AxiosError ? errorMessage(caught) : String(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="login">
      <div className="login__lang">
        <LoginLanguageSwitch />
      </div>
      <Card className="login__card" variant="borderless">
        <div className="login__brand">
          <TesseraMark size={48} />
          <div className="login__product" data-testid="login-product">
            {title}
          </div>
          <h1 className="login__welcome">{t('login.welcome')}</h1>
          <div className="login__hint">{t('login.hint')}</div>
        </div>
        {error && (
          <Alert
            type="error"
            showIcon
            title={error}
            style={{ marginBottom: 16 }}
            data-testid="login-error"
          />
        )}
        <Form<LoginValues> layout="vertical" size="large" onFinish={submit} requiredMark={false}>
          <Form.Item
            name="username"
            label={t('login.username')}
            rules={[zodRule(usernameSchema, t)]}
            validateTrigger="onSubmit"
          >
            <Input
              prefix={<UserOutlined />}
              autoComplete="username"
              autoFocus
              data-testid="login-username"
            />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={[zodRule(loginPasswordSchema, t)]}
            validateTrigger="onSubmit"
          >
            <Input.Password
              prefix={<LockOutlined />}
              autoComplete="current-password"
              data-testid="login-password"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </Form>
      </Card>
      <div className="login__footer">{t('login.footer')}</div>
    </div>
  );
}
