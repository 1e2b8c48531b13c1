import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBoxError, openSecret, sealSecret } from './secret-box.js';

const key = new Uint8Array(crypto.randomBytes(32));
const otherKey = new Uint8Array(crypto.randomBytes(32));

/** Flips one bit of the decoded bytes at `index` and re-encodes. */
function flip(sealed: string, index: number): string {
  const raw = Buffer.from(sealed, 'base64');
  raw[index] = (raw[index] ?? 0) ^ 0x01;
  return raw.toString('base64');
}

describe('secret box (AES-256-GCM, DESIGN §5)', () => {
  it('opens what it sealed, including non-ASCII and empty secrets', () => {
    for (const secret of ['Sup3r-Secret', '密码 with ümlauts', '']) {
      expect(openSecret(key, sealSecret(key, secret, 'ds1'), 'ds1')).toBe(secret);
    }
  });

  it('stores no plaintext and never seals the same secret to the same text twice', () => {
    const a = sealSecret(key, 'Sup3r-Secret', 'ds1');
    const b = sealSecret(key, 'Sup3r-Secret', 'ds1');
    expect(a).not.toBe(b);
    expect(Buffer.from(a, 'base64').toString('latin1')).not.toContain('Sup3r-Secret');
    expect(a).not.toContain('Sup3r-Secret');
    // iv 12 | tag 16 | 12 bytes of ciphertext
    expect(Buffer.from(a, 'base64')).toHaveLength(12 + 16 + 12);
  });

  it.each([
    ['the iv', 0],
    ['the tag', 12],
    ['the ciphertext', 30],
  ])('refuses a value whose %s was tampered with', (_label, index) => {
    const sealed = sealSecret(key, 'Sup3r-Secret', 'ds1');
    expect(() => openSecret(key, flip(sealed, index), 'ds1')).toThrow(SecretBoxError);
  });

  it('refuses a value moved to another owner or opened with another key', () => {
    const sealed = sealSecret(key, 'Sup3r-Secret', 'ds1');
    expect(() => openSecret(key, sealed, 'ds2')).toThrow(SecretBoxError);
    expect(() => openSecret(otherKey, sealed, 'ds1')).toThrow(SecretBoxError);
  });

  it('refuses truncated or non-base64 input', () => {
    const sealed = sealSecret(key, 'Sup3r-Secret', 'ds1');
    expect(() => openSecret(key, sealed.slice(0, 20), 'ds1')).toThrow(SecretBoxError);
    expect(() => openSecret(key, '!!not base64!!', 'ds1')).toThrow(SecretBoxError);
    expect(() => openSecret(key, '', 'ds1')).toThrow(SecretBoxError);
  });

  it('refuses a key of the wrong length', () => {
    expect(() => sealSecret(new Uint8Array(16), 'x', 'ds1')).toThrow(/32 bytes/);
  });
});
