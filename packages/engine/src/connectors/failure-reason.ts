// Why a connection failed, as a small closed set the server can localise. Raw driver text can
// carry a server banner or a password echo; callers show the reason, and log the text.
import { errorMessage } from './driver-errors.js';

export const CONNECTION_FAILURE_REASONS = [
  'refused',
  'timeout',
  'host_not_found',
  'unreachable',
  'auth',
  'database',
  'tls',
  'other',
] as const;
export type ConnectionFailureReason = (typeof CONNECTION_FAILURE_REASONS)[number];

// PostgreSQL SQLSTATEs and MySQL-family errnos.
const AUTH_CODES = new Set<string | number>(['28P01', '28000', 1044, 1045, 1698, 1251]);
const DATABASE_CODES = new Set<string | number>(['3D000', 1049]);
const TLS_CODE =
  /^(ERR_TLS|ERR_SSL|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_|CERT_|HOSTNAME_MISMATCH|ERR_OSSL)/;

/** Node system errors carry a string `code` and a negative `errno`; MySQL a positive errno. */
function codesOf(error: unknown): (string | number)[] {
  if (typeof error !== 'object' || error === null) return [];
  const { code, errno } = error as { code?: unknown; errno?: unknown };
  return [code, errno].filter(
    (c): c is string | number => typeof c === 'string' || typeof c === 'number',
  );
}

export function classifyConnectionError(error: unknown): ConnectionFailureReason {
  for (const code of codesOf(error)) {
    if (AUTH_CODES.has(code)) return 'auth';
    if (DATABASE_CODES.has(code)) return 'database';
    if (code === 'ECONNREFUSED') return 'refused';
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME')
      return 'host_not_found';
    if (code === 'ETIMEDOUT' || code === 'ESOCKETTIMEDOUT') return 'timeout';
    if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH' || code === 'ECONNRESET')
      return 'unreachable';
    if (typeof code === 'string' && TLS_CODE.test(code)) return 'tls';
  }
  const message = errorMessage(error);
  // pg refuses to answer a password request (SCRAM) without a password, before any SQLSTATE.
  if (/client password must be/i.test(message)) return 'auth';
  if (/timed? ?out|timeout/i.test(message)) return 'timeout';
  if (/\b(ssl|tls)\b|certificate/i.test(message)) return 'tls';
  if (/terminated unexpectedly|ECONNRESET/i.test(message)) return 'unreachable';
  return 'other';
}
