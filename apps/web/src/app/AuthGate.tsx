import { useCallback, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AxiosError } from 'axios';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyUserInfoError } from '../api/auth';
import { loadUser } from '../store/loadSession';
import { useSession } from '../store/session';
import { feedback } from './feedback';
import { PageSpinner } from './PageSpinner';
import { PasswordChangeGate } from './PasswordChangeGate';
import { LazyResult } from '../lib/LazyResult';

/** Pages behind a login: no token → the login page with a way back; then load the user once. */
export function AuthGate() {
  const { t } = useTranslation();
  const location = useLocation();
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const reset = useSession((s) => s.reset);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    loadUser().catch((error: unknown) => {
      if (error instanceof EmptyUserInfoError) {
        void feedback.message.error(error.message);
        reset();
      } else if (error instanceof AxiosError && error.response?.status === 401) {
        // The token is no longer accepted; the interceptor has shown why.
        reset();
      } else {
        setFailed(true);
      }
    });
  }, [reset]);

  useEffect(() => {
    if (token && !user) load();
  }, [token, user, load]);

  if (!token) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  if (failed) {
    return (
      <LazyResult
        status="error"
        title={t('errors.loadFailed')}
        extra={
          <Button type="primary" onClick={load}>
            {t('errors.retry')}
          </Button>
        }
      />
    );
  }
  if (!user) return <PageSpinner fullScreen />;
  // The signed-in routes render through the gate that holds a user to a password change.
  return <PasswordChangeGate />;
}
