import type { Http } from './http';

/**
 * The app's one HTTP client. main.tsx installs it with the browser ports; tests install one
 * pointed at their own server. The call functions in this folder read it at call time.
 */
let current: Http | undefined;

export function installHttp(http: Http): void {
  current = http;
}

/**
 * Puts another client in place (the share-link page's, which carries the link token and never
 * the session's) and answers how to put the previous one back.
 */
export function swapHttp(next: Http): () => void {
  const previous = current;
  current = next;
  return () => {
    if (current === next) current = previous;
  };
}

export function http(): Http {
  if (!current) throw new Error('HTTP client not installed');
  return current;
}

/**
 * Options for a call whose refusal the screen that made it shows in place (a dialog, a field):
 * no error toast on top of it.
 */
export const SHOWN_IN_PLACE = { hideMsg: true } as const;
