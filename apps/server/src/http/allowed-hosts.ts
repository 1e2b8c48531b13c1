import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/** The names a loopback-bound server answers to unless TESSERA_ALLOWED_HOSTS says otherwise. */
export const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1'] as const;

/**
 * The host name of a Host header, without port, brackets or a trailing dot, lower case; null
 * when the header is missing or malformed (an unclosed bracket, anything but a port after it).
 */
export function hostName(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim().toLowerCase();
  const match = value.startsWith('[')
    ? /^\[([^\]]+)\](?::\d*)?$/.exec(value)
    : /^([^:[\]]+)(?::\d*)?$/.exec(value);
  return match?.[1]?.replace(/\.$/, '') || null;
}

/**
 * SECURITY A10: a request whose Host header names a host this server was not configured for is
 * refused before anything else runs, so a web page on another site that rebinds its own DNS
 * name to this machine cannot drive sign-ins or lockouts. `null` allows every name.
 */
export function registerAllowedHosts(
  app: FastifyInstance,
  allowed: readonly string[] | null,
): void {
  if (allowed === null) return;
  const names = new Set(allowed.map((name) => name.toLowerCase()));
  app.addHook('onRequest', async (request) => {
    const name = hostName(request.headers.host);
    if (name === null || !names.has(name)) throw new AppError(421, 'HOST_NOT_ALLOWED');
  });
}
