import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../store/session';

/** Where a user whose password an administrator set chooses their own. */
export const PASSWORD_CHANGE_PATH = '/person-pwd/index';

/**
 * A password set by an administrator (generated or reset) opens only the change-password page
 * until the user chooses their own (issue 21): the server refuses everything else meanwhile,
 * so every other route leads there instead of to a page of refusals.
 */
export function PasswordChangeGate() {
  const mustChange = useSession((s) => s.user?.mustChangePassword ?? false);
  const { pathname } = useLocation();
  if (mustChange && pathname !== PASSWORD_CHANGE_PATH) {
    return <Navigate to={PASSWORD_CHANGE_PATH} replace />;
  }
  return <Outlet />;
}
