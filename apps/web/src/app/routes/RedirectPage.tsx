import { Navigate, useLocation, useParams } from 'react-router';
import { sanitizeRedirect } from '../redirect';

/** /redirect/{path}: re-enters a route (e.g. to remount a page); only internal paths. */
export function RedirectPage() {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={sanitizeRedirect(`/${rest}${search}`)} replace />;
}
