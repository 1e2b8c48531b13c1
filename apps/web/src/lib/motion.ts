import { useSyncExternalStore } from 'react';

// Users who ask their system for less motion (prefers-reduced-motion: reduce) get charts drawn
// at once and antd's panels, menus and messages without their transitions. It also spares a
// software-rendered browser (the journeys' headless Chromium) a second of frames per chart.
const QUERY = '(prefers-reduced-motion: reduce)';

function motionQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : null;
}

/** Whether the user asked for reduced motion, now. */
export function prefersReducedMotion(): boolean {
  return motionQuery()?.matches ?? false;
}

function subscribe(onChange: () => void): () => void {
  const query = motionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** prefersReducedMotion() as React state: follows the system setting while the app is open. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
