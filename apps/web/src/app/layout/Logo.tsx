import { Link } from 'react-router';
import { UI_KEYS } from '@tessera/contracts';
import { uiImageUrl } from '../../api/system';
import { useSession } from '../../store/session';
import { DEFAULT_HOME } from '../redirect';
import { TesseraMark } from '../TesseraMark';

/** Custom logo from the UI settings image, else the default mark with the product name. */
export function Logo() {
  const uiInfo = useSession((s) => s.uiInfo);
  const logo = uiInfo[UI_KEYS.logo];
  const title = uiInfo[UI_KEYS.title] || 'Tessera';
  return (
    <Link to={DEFAULT_HOME} className="topbar__brand" data-testid="logo">
      {logo ? (
        <img className="topbar__logo-img" src={uiImageUrl(logo)} alt={title} />
      ) : (
        <>
          <TesseraMark />
          <span className="topbar__title">{title}</span>
        </>
      )}
    </Link>
  );
}
