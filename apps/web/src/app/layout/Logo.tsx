import { Link } from 'react-router';
import { UI_KEYS } from '@tessera/contracts';
import { uiImageUrl } from '../../api/system';
import { useSession } from '../../store/session';
import { DEFAULT_HOME } from '../redirect';

/** The default mark: four tiles, after the product's name. */
export function TesseraMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#1668dc" />
      <rect x="6" y="6" width="9" height="9" rx="2" fill="#fff" />
      <rect x="17" y="6" width="9" height="9" rx="2" fill="#9cc4ff" />
      <rect x="6" y="17" width="9" height="9" rx="2" fill="#9cc4ff" />
      <rect x="17" y="17" width="9" height="9" rx="2" fill="#fff" />
    </svg>
  );
}

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
