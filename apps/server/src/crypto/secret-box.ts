import crypto from 'node:crypto';

/**
 * Secrets at rest (DESIGN §5): AES-256-GCM with the per-install data key. The stored text is
 * base64 of iv (12 bytes) | tag (16 bytes) | ciphertext. The associated data binds a sealed
 * value to its owner (a data-source id), so a ciphertext copied onto another row fails to open.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretBoxError extends Error {
  constructor() {
    super('The stored secret cannot be opened with this install key');
    this.name = 'SecretBoxError';
  }
}

function assertKey(key: Uint8Array): void {
  if (key.length !== 32) throw new Error('The data key must be 32 bytes (AES-256)');
}

export function sealSecret(key: Uint8Array, plaintext: string, aad: string): string {
  assertKey(key);
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** Throws SecretBoxError when the value was tampered with, moved, or sealed with another key. */
export function openSecret(key: Uint8Array, sealed: string, aad: string): string {
  assertKey(key);
  const raw = Buffer.from(sealed, 'base64');
  if (raw.length < IV_BYTES + TAG_BYTES || raw.toString('base64') !== sealed)
    throw new SecretBoxError();
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new SecretBoxError();
  }
}
