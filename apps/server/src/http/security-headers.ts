import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/**
 * antd styles through CSS-in-JS, hence 'unsafe-inline' for styles only; scripts come from our
 * own origin alone.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

/** Hardening headers every response carries, the framework's and the HTTP parser's included. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'same-origin',
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when the Origin header names a site other than the one serving this request. */
function isForeignOrigin(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/**
 * Response hardening headers, and the cross-site guard of SECURITY A8: a state-changing
 * request from a foreign Origin is refused before any handler runs.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    const origin = request.headers.origin;
    if (
      !SAFE_METHODS.has(request.method) &&
      origin &&
      isForeignOrigin(origin, request.headers.host)
    ) {
      throw new AppError(403, 'FORBIDDEN_ORIGIN');
    }
  });
}
