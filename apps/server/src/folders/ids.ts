import crypto from 'node:crypto';

/** Random ids: 128 bits, hex. */
export const newId = () => crypto.randomBytes(16).toString('hex');

/** The stored parent of a node: '' is the root (see migration 0005). */
export const storedParent = (pid: string | null | undefined) => pid ?? '';
export const parentOf = (stored: string) => (stored === '' ? null : stored);
