import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Per-install secrets (DESIGN §5, SECURITY A3): a signing key for session tokens and a data
 * key for secrets at rest. Random at first start, kept in data/secret.key with mode 600, and
 * independent of any password.
 */
export interface InstallKeys {
  jwtKey: Uint8Array;
  dataKey: Uint8Array;
}

export class InsecureKeyError extends Error {
  constructor(reason: string) {
    super(`Refusing to start: ${reason}. Delete data/secret.key to generate fresh keys.`);
    this.name = 'InsecureKeyError';
  }
}

const JWT_KEY_BYTES = 64;
const DATA_KEY_BYTES = 32;

/**
 * Keys that have been published (defaults of other BI products, documentation samples,
 * obvious placeholders). A store holding one of them is refused.
 */
const KNOWN_WEAK_KEYS = new Set([
  'secret',
  'changeme',
  'tessera',
  'dataease',
  '83d923c9f1d8fcaa46cae0ed2aaa81b5',
  'www.fit2cloud.com',
  'your-256-bit-secret',
]);

function assertStrong(name: string, key: Uint8Array, minBytes: number): void {
  if (key.length === 0) throw new InsecureKeyError(`the ${name} key is empty`);
  if (key.length < minBytes)
    throw new InsecureKeyError(`the ${name} key is shorter than ${minBytes} bytes`);
  if (new Set(key).size < 8) throw new InsecureKeyError(`the ${name} key is not random`);
  const text = Buffer.from(key).toString('utf8').trim().toLowerCase();
  // Contained, not only equal: a known value repeated or padded to length is just as known.
  if ([...KNOWN_WEAK_KEYS].some((weak) => text.includes(weak)))
    throw new InsecureKeyError(`the ${name} key is a well-known value`);
}

function decode(value: unknown): Uint8Array {
  return typeof value === 'string'
    ? new Uint8Array(Buffer.from(value, 'base64'))
    : new Uint8Array();
}

export function validateKeys(keys: InstallKeys): InstallKeys {
  assertStrong('signing', keys.jwtKey, JWT_KEY_BYTES);
  assertStrong('data', keys.dataKey, DATA_KEY_BYTES);
  return keys;
}

/** Loads data/secret.key, creating it on first start. */
export function loadOrCreateKeys(dataDir: string): InstallKeys {
  const file = path.join(dataDir, 'secret.key');
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    const keys = {
      jwt: crypto.randomBytes(JWT_KEY_BYTES),
      data: crypto.randomBytes(DATA_KEY_BYTES),
    };
    const body = JSON.stringify({
      jwt: keys.jwt.toString('base64'),
      data: keys.data.toString('base64'),
    });
    // 'wx' fails if another process created the file a moment ago; then we read theirs.
    try {
      fs.writeFileSync(file, body, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  // Tighten permissions left loose by a copy or a restore.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  let parsed: { jwt?: unknown; data?: unknown };
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { jwt?: unknown; data?: unknown };
  } catch {
    throw new InsecureKeyError('data/secret.key is not readable JSON');
  }
  return validateKeys({ jwtKey: decode(parsed.jwt), dataKey: decode(parsed.data) });
}
