import { useEffect, useRef } from 'react';
import { createPath, parsePath, useLocation, useNavigate } from 'react-router';

/**
 * HashRouter reads the hash when it first renders and listens for changes only from its commit.
 * The shell mounts while the user may already be moving (a link followed, an address typed
 * while it loaded): a hash that changed in between would be missed and the page would show the
 * wrong route. Once, at mount, this puts the router where the address bar is.
 */
export function HashSync() {
  const location = useLocation();
  const navigate = useNavigate();
  const synced = useRef(false);
  // A passive effect: it runs after HashRouter's own layout effect has started listening.
  useEffect(() => {
    if (synced.current) return;
    synced.current = true;
    const actual = createPath(parsePath(window.location.hash.replace(/^#/, '') || '/'));
    if (actual !== createPath(location)) navigate(actual, { replace: true });
  }, [location, navigate]);
  return null;
}
