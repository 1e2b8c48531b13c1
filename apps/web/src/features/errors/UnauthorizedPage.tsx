import { ErrorPage } from './ErrorPage';

// antd has no 401 illustration; 403 is the closest picture for "not allowed".
export default function UnauthorizedPage() {
  return <ErrorPage status="403" />;
}
