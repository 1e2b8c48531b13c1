/**
 * Redirect targets arrive in the `redirect` query of /login and in /redirect/{path}. They come
 * from the URL, so anyone can craft them: accept only internal hash-router paths, never an
 * absolute or protocol-relative URL (`http:`, `//evil`, `/\evil`, `javascript:`).
 */
export const DEFAULT_HOME = '/panel/index';

const hasControlCharacter = (value: string) =>
  [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

export function sanitizeRedirect(raw: string | null | undefined, fallback = DEFAULT_HOME): string {
  if (!raw) return fallback;
  let value: string;
  try {
    value = decodeURIComponent(raw).trim();
  } catch {
    return fallback;
  }
  // A hash-style target ('#/about/index') is the same internal path without the '#'.
  if (value.startsWith('#')) value = value.slice(1);
  if (!value.startsWith('/')) return fallback;
  // '//host' and '/\host' are protocol-relative to browsers; a scheme anywhere before the first
  // slash-separated segment, or control characters, are refused too.
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value.includes('\\') || hasControlCharacter(value)) return fallback;
  if (/^\/[a-z][a-z0-9+.-]*:/i.test(value)) return fallback;
  if (value === '/login' || value.startsWith('/login?')) return fallback;
  return value;
}
