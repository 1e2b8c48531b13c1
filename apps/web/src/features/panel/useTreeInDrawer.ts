import { useSyncExternalStore } from 'react';

/**
 * Below this window width the dashboards page puts its tree behind a button (issue 19): beside
 * the dashboard it would leave the canvas too little room (at 1,024 px, about 700 px: a phone's
 * stack instead of the scaled canvas).
 */
export const TREE_BESIDE_MIN_WIDTH = 1280;

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** Whether the window is too narrow for the tree beside the dashboard; follows resizes. */
export function useTreeInDrawer(): boolean {
  return useSyncExternalStore(subscribe, () => window.innerWidth < TREE_BESIDE_MIN_WIDTH);
}
