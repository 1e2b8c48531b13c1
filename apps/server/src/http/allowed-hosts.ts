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

/** `scheme://authority…`: the absolute form of a request target (RFC 9112 §3.2.2). */
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i;

/**
 * The authority an absolute-form request target names (`GET http://host:port/path HTTP/1.1`),
 * as `hostName` reads a Host header; `undefined` for any other form (a path, `*`), which names
 * no host; null when the authority is malformed or carries user information (`user@host`),
 * which no client may send and which only serves to make one host look like another.
 */
export function absoluteTargetHost(target: string): string | null | undefined {
  const authority = ABSOLUTE_FORM.exec(target)?.[1];
  if (authority === undefined) return undefined;
  if (authority.includes('@')) return null;
  return hostName(authority);
}

/**
 * SECURITY A10: a request whose Host header names a host this server was not configured for is
 * refused before anything else runs, so a web page on another site that rebinds its own DNS
 * name to this machine cannot drive sign-ins or lockouts. So is an absolute-form request target
 * (which HTTP/1.1 says a server must take the host from, and which the router strips and
 * serves) naming another host, whatever the Host header says; one naming an allowed host is
 * served like its path. `null` allows every name.
 */
export function registerAllowedHosts(
  app: FastifyInstance,
  allowed: readonly string[] | null,
): void {
  if (allowed === null) return;
  const names = new Set(allowed.map((name) => name.toLowerCase()));
  const isAllowed = (name: string | null) => name !== null && names.has(name);
  app.addHook('onRequest', async (request) => {
    const target = absoluteTargetHost(request.raw.url ?? '');
    if (!isAllowed(hostName(request.headers.host)) || (target !== undefined && !isAllowed(target)))
      throw new AppError(421, 'HOST_NOT_ALLOWED');
  });
}
