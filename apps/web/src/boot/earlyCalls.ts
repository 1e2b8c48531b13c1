/**
 * Which calls the boot script (prefetch.ts) starts before the app's JS arrives, for the page's
 * first route. Imports nothing: it is bundled into that tiny entry. Each URL is written exactly
 * as the app's own call writes it (api/system.ts, api/auth.ts, api/menu.ts, api/panel.ts), since
 * the app finds the early answer by its URL (api/prefetched.ts).
 */
export interface EarlyCall {
  url: string;
  method: 'GET' | 'POST';
  /** Sent with the signed-in user's token. */
  signedIn: boolean;
  /** Headers of its own. */
  headers?: Record<string, string>;
}

/** HEADERS.answersAhead of the contracts, written out: this file imports nothing (test checks). */
export const ANSWERS_AHEAD_HEADER = 'Tessera-Answers-Ahead';

/** UI settings and the licence: every first screen, the login page included. */
const PUBLIC_CALLS: EarlyCall[] = [
  { url: '/system/ui/info', method: 'GET', signedIn: false },
  { url: '/anonymous/license/validate', method: 'GET', signedIn: false },
];

/** What the shell's AuthGate asks before it draws any signed-in route (store/loadSession.ts). */
const SESSION_CALLS: EarlyCall[] = [
  { url: '/api/auth/userInfo', method: 'POST', signedIn: true },
  { url: '/api/dynamicMenu/menus', method: 'POST', signedIn: true },
];

/** '#/login' and '#/login?redirect=…' (the same test as app/Root.tsx's isLoginHash). */
const LOGIN_HASH = /^#\/login(?:[?/]|$)/;
/** SPEC §2 /preview/{reportId}: the dashboard's document is the page's first call. */
const PREVIEW_HASH = /^#\/preview\/([^/?#]+)/;

/** The dashboard id of a preview route, as the router would decode it; null on any other. */
export function previewIdOf(hash: string): string | null {
  const segment = PREVIEW_HASH.exec(hash)?.[1];
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null; // a malformed address: the page shows its own error
  }
}

/**
 * The calls for a first route: the public ones always; with a token and off the login page the
 * session's; on a dashboard preview its document too (usePanel's call, api/panel.ts findPanel),
 * asking the server to start its charts' answers unless the address carries URL filters (the
 * charts would ask for other answers).
 */
export function earlyCalls(hash: string, hasToken: boolean): EarlyCall[] {
  if (!hasToken || LOGIN_HASH.test(hash)) return PUBLIC_CALLS;
  const calls = [...PUBLIC_CALLS, ...SESSION_CALLS];
  const panelId = previewIdOf(hash);
  if (panelId !== null) {
    calls.push({
      url: `/panel/group/findOne/${encodeURIComponent(panelId)}`,
      method: 'GET',
      signedIn: true,
      ...(hash.includes('?') ? {} : { headers: { [ANSWERS_AHEAD_HEADER]: '1' } }),
    });
  }
  return calls;
}
