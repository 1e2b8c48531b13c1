import { useNavigate, useSearchParams } from 'react-router';
import { LoginPage } from './LoginPage';

/** /login inside the signed-in shell's router (after a log-out or an expired session). */
export function LoginRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <LoginPage
      redirect={params.get('redirect')}
      onSignedIn={(target) => navigate(target, { replace: true })}
    />
  );
}
