/**
 * Its own tiny entry, which index.html loads beside the app script (see vite.config.ts): it starts
 * the calls the first screen needs (earlyCalls.ts) — UI settings and the licence, and for a
 * signed-in visitor the session and a previewed dashboard's document — while the app script is
 * still on its way. The app takes these very responses through its HTTP client
 * (api/prefetched.ts), so its interceptors (envelope, headers, toasts) treat them as their own.
 * It imports only earlyCalls.ts, which imports nothing, so it never waits for another file.
 */
import { earlyCalls } from './earlyCalls';

/** An answer nobody took by then was for a first screen the visitor has left: dropped. */
const EARLY_ANSWER_LIFE_MS = 15_000;

/** A cookie's value, decoded as js-cookie (the app's reader) decodes it; '' when absent. */
function cookie(name: string): string {
  const stored = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  try {
    return stored ? decodeURIComponent(stored) : '';
  } catch {
    return ''; // a malformed cookie counts as none
  }
}

/**
 * The app's Accept-Language is the stored choice (cookie `language`), else the browser's
 * languages, else simplified Chinese; the server picks the first language of the header it
 * knows, else simplified Chinese. The same list in the same order gives the same answer.
 */
function acceptLanguage(): string {
  return [cookie('language'), ...navigator.languages]
    .filter((tag) => /^[A-Za-z0-9_-]{1,35}$/.test(tag))
    .join(', ');
}

const language = acceptLanguage();
// SPEC §9: the token lives in the `Authorization` cookie and travels in the same-named header.
const token = cookie('Authorization');
// The app also sends a share link's token when it holds one (api/http.ts): so does this.
const linkToken = localStorage.getItem('LINK-PWD-TOKEN');
const store: Partial<Record<string, Promise<Response>>> = Object.fromEntries(
  earlyCalls(window.location.hash, token !== '').map(({ url, method, signedIn, headers: own }) => {
    const headers: Record<string, string> = { ...own };
    if (language) headers['Accept-Language'] = language;
    if (signedIn) headers.Authorization = token;
    if (signedIn && linkToken) headers['LINK-PWD-TOKEN'] = linkToken;
    return [url, fetch(url, { method, credentials: 'same-origin', headers })];
  }),
);
globalThis.__tesseraPrefetch = store;
setTimeout(() => {
  for (const url of Object.keys(store)) delete store[url];
}, EARLY_ANSWER_LIFE_MS);
