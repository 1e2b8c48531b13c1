import { useCallback, useContext } from 'react';
import { createPath, UNSAFE_NavigationContext, useLocation, type Location } from 'react-router';

const hasLocation = (navigator: object): navigator is { location: Location } =>
  'location' in navigator &&
  typeof navigator.location === 'object' &&
  navigator.location !== null &&
  'pathname' in navigator.location;

/**
 * A check for effects that navigate on their own (a default selection once data arrives): is the
 * address still the one this page was drawn for? The router renders a new address in a transition,
 * so while the next page's code is still downloading the old page stays on screen and its effects
 * keep running; a navigation from there is relative to the old address and would undo the user's
 * click. The router's history knows the address the user is really at (the navigator of
 * HashRouter, BrowserRouter and MemoryRouter is their history); a navigator without one counts as
 * still here.
 */
export function useStillAtThisAddress(): () => boolean {
  const shown = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  return useCallback(
    () => !hasLocation(navigator) || createPath(navigator.location) === createPath(shown),
    [navigator, shown],
  );
}
