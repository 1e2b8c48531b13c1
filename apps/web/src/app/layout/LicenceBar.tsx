import { Alert } from 'antd';
import { useSession } from '../../store/session';
import { licenceWarning } from '../../store/licence';

/** SPEC §2: the licence message across the top when the licence is not valid (not no_record). */
export function LicenceBar() {
  const licence = useSession((s) => s.licence);
  const warning = licenceWarning(licence);
  if (!warning) return null;
  return <Alert data-testid="licence-bar" type="warning" banner showIcon title={warning} />;
}
