/**
 * Its own tiny entry, which index.html loads beside the app script (see vite.config.ts): it starts
 * the two public calls every first screen needs — UI settings and the licence — while the app
 * script is still on its way. The app takes these very responses through its HTTP client
 * (api/prefetched.ts), so its interceptors (envelope, headers, toasts) treat them as their own.
 * It imports nothing, so it stays one small file that never waits for another.
 */
const PREFETCHED = ['/system/ui/info', '/anonymous/license/validate'];

/**
 * The app's Accept-Language is the stored choice (cookie `language`), else the browser's
 * languages, else simplified Chinese; the server picks the first language of the header it
 * knows, else simplified Chinese. The same list in the same order gives the same answer.
 */
function acceptLanguage(): string {
  const stored = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('language='))
    ?.slice('language='.length);
  let decoded = '';
  try {
    decoded = stored ? decodeURIComponent(stored) : '';
  } catch {
    // a malformed cookie counts as no choice
  }
  return [decoded, ...navigator.languages]
    .filter((tag) => /^[A-Za-z0-9_-]{1,35}$/.test(tag))
    .join(', ');
}

const language = acceptLanguage();
globalThis.__tesseraPrefetch = Object.fromEntries(
  PREFETCHED.map((url) => [
    url,
    fetch(url, {
      credentials: 'same-origin',
      headers: language ? { 'Accept-Language': language } : {},
    }),
  ]),
);
