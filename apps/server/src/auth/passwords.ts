import crypto from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes): about 20-40 ms a hash here. */
// Algorithm is an ambient const enum, so its member is written as its value: 2 is Argon2id.
const OPTIONS = { algorithm: 2 as Algorithm.Argon2id } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, verified against when the username does not exist, so an
 * unknown user costs the same time as a wrong password (SECURITY A5).
 */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(24).toString('base64'));
  return dummyHash;
}

/** A strong password that satisfies SPEC §5: 20 characters with every required class. */
export function generateStrongPassword(): string {
  const lower = 'abcdefghijkmnopqrstuvwxyz';
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = lower + upper + digits;
  const pick = (set: string) => set[crypto.randomInt(set.length)] ?? 'x';
  const chars = [pick(lower), pick(upper), pick(digits)];
  while (chars.length < 20) chars.push(pick(all));
  // Fisher-Yates so the guaranteed classes are not always first.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? 'x', chars[i] ?? 'x'];
  }
  return chars.join('');
}
