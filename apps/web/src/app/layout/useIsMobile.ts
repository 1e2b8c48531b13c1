import { useSyncExternalStore } from 'react';
import { LAYOUT } from '@tessera/contracts';
import { isMobileWidth } from '../uiPrefs';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** SPEC §4: the device state (mobile or desktop) follows the window width on resize. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () =>
    isMobileWidth(window.innerWidth, LAYOUT.mobileBreakpoint),
  );
}
