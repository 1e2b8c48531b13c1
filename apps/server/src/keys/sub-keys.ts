import crypto from 'node:crypto';
import type { InstallKeys } from './install-keys.js';

/**
 * A key for one purpose, derived from an install key with HKDF-SHA256: each use gets a key of
 * its own, so a value computed for one purpose (a counter's hash) can never stand for another
 * (a token's signature), and the install key itself is only ever used raw by its own feature.
 */
export function deriveSubKey(master: Uint8Array, purpose: string): Uint8Array {
  return new Uint8Array(crypto.hkdfSync('sha256', master, 'tessera sub-keys', purpose, 32));
}

/** The key of the secret throttle's counter names (SECURITY A11). */
export const throttleCounterKey = (keys: InstallKeys): Uint8Array =>
  deriveSubKey(keys.jwtKey, 'secret-throttle counter names v1');

/** The key share-link tokens are signed with (issue 23). */
export const linkTokenKey = (keys: InstallKeys): Uint8Array =>
  deriveSubKey(keys.jwtKey, 'share-link tokens v1');
