import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { InsecureKeyError, loadOrCreateKeys, validateKeys } from '../../src/keys/install-keys.js';
import { openServices } from '../../src/services.js';
import { ADMIN_PASSWORD, createTestContext } from '../helpers.js';
import { spawnServer } from '../support/spawn-server.js';

/**
 * SECURITY A3: the server refuses to start with an empty, short, non-random or well-known
 * signing key or with an unreadable key file; keys are random per install, kept with mode 600
 * and independent of any password.
 */
describe('A3 install keys', () => {
  const dirs: string[] = [];
  function tempDir(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-keys-'));
    dirs.push(dir);
    return dir;
  }
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  const random = (bytes: number) => new Uint8Array(crypto.randomBytes(bytes));
  const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64');
  const padTo = (text: string, length: number) =>
    new Uint8Array(Buffer.from(text.padEnd(length, ' ')));

  /** A data dir whose secret.key holds the given text. */
  function dirWithKeyFile(text: string): string {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'secret.key'), text, { mode: 0o600 });
    return dir;
  }
  const keyFile = (jwt: Uint8Array | string, data: Uint8Array | string = random(32)) =>
    JSON.stringify({ jwt: b64(jwt), data: b64(data) });

  function expectRefused(action: () => unknown, reason: RegExp): void {
    let thrown: unknown;
    try {
      action();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InsecureKeyError);
    const message = (thrown as Error).message;
    expect(message).toMatch(/^Refusing to start: /);
    expect(message).toMatch(reason);
    // The refusal names the problem, never the key material.
    expect(message).not.toMatch(/[A-Za-z0-9+/]{40,}={0,2}/);
  }

  describe('validateKeys', () => {
    it('accepts 64 random signing bytes and 32 random data bytes', () => {
      const keys = { jwtKey: random(64), dataKey: random(32) };
      expect(validateKeys(keys)).toBe(keys);
    });

    it('refuses an empty signing key', () => {
      expectRefused(
        () => validateKeys({ jwtKey: new Uint8Array(), dataKey: random(32) }),
        /signing key is empty/,
      );
    });

    it('refuses an empty data key', () => {
      expectRefused(
        () => validateKeys({ jwtKey: random(64), dataKey: new Uint8Array() }),
        /data key is empty/,
      );
    });

    it('refuses a signing key shorter than 64 bytes', () => {
      expectRefused(
        () => validateKeys({ jwtKey: random(32), dataKey: random(32) }),
        /signing key is shorter than 64 bytes/,
      );
      expectRefused(
        () => validateKeys({ jwtKey: random(63), dataKey: random(32) }),
        /shorter than 64 bytes/,
      );
    });

    it('refuses a data key shorter than 32 bytes', () => {
      expectRefused(
        () => validateKeys({ jwtKey: random(64), dataKey: random(16) }),
        /data key is shorter than 32 bytes/,
      );
    });

    it('refuses an all-zero signing key of the right length as not random', () => {
      expectRefused(
        () => validateKeys({ jwtKey: new Uint8Array(64), dataKey: random(32) }),
        /signing key is not random/,
      );
    });

    it('refuses a repeated-character data key of the right length as not random', () => {
      expectRefused(
        () => validateKeys({ jwtKey: random(64), dataKey: new Uint8Array(32).fill(0x41) }),
        /data key is not random/,
      );
    });

    it('refuses each well-known value as the signing key, even padded to length', () => {
      for (const known of [
        'secret',
        'changeme',
        'tessera',
        'dataease',
        'www.fit2cloud.com',
        'your-256-bit-secret',
        '83d923c9f1d8fcaa46cae0ed2aaa81b5',
      ]) {
        // As-is it is short; padded with whitespace to full length it is still the known value.
        expectRefused(
          () => validateKeys({ jwtKey: new Uint8Array(Buffer.from(known)), dataKey: random(32) }),
          /signing key/,
        );
        expectRefused(
          () => validateKeys({ jwtKey: padTo(known, 64), dataKey: random(32) }),
          /signing key (is a well-known value|is not random)/,
        );
      }
    });

    it('refuses the published DataEase AES key as the data key', () => {
      expectRefused(
        () =>
          validateKeys({
            jwtKey: random(64),
            dataKey: new Uint8Array(Buffer.from('83d923c9f1d8fcaa46cae0ed2aaa81b5')),
          }),
        /data key is a well-known value/,
      );
    });

    it('refuses the well-known value "your-256-bit-secret" padded to 64 bytes as well-known', () => {
      expectRefused(
        () => validateKeys({ jwtKey: padTo('your-256-bit-secret', 64), dataKey: random(32) }),
        /well-known value/,
      );
      expectRefused(
        () => validateKeys({ jwtKey: padTo('  Your-256-Bit-Secret', 64), dataKey: random(32) }),
        /well-known value/,
      );
    });

    it('refuses a well-known value repeated or embedded to reach the required length', () => {
      const text = (value: string) => new Uint8Array(Buffer.from(value));
      for (const key of [
        'your-256-bit-secret'.repeat(4),
        'www.fit2cloud.com'.repeat(4),
        `prod-${'dataease'}-2026-${'x1y2z3'.repeat(9)}`,
        `My-Tessera-Key-${'0123456789'.repeat(5)}`,
      ]) {
        expect(key.length).toBeGreaterThanOrEqual(64);
        expectRefused(
          () => validateKeys({ jwtKey: text(key), dataKey: random(32) }),
          /well-known value/,
        );
      }
    });
  });

  describe('loadOrCreateKeys', () => {
    it('creates a random 64-byte signing key and 32-byte data key on first start', () => {
      const dir = tempDir();
      const keys = loadOrCreateKeys(dir);
      expect(keys.jwtKey).toHaveLength(64);
      expect(keys.dataKey).toHaveLength(32);
      expect(() => validateKeys(keys)).not.toThrow();
      expect(Buffer.from(keys.jwtKey.subarray(0, 32)).equals(Buffer.from(keys.dataKey))).toBe(
        false,
      );
      expect(fs.existsSync(path.join(dir, 'secret.key'))).toBe(true);
    });

    it('gives different installs different keys', () => {
      const first = loadOrCreateKeys(tempDir());
      const second = loadOrCreateKeys(tempDir());
      expect(Buffer.from(first.jwtKey).equals(Buffer.from(second.jwtKey))).toBe(false);
      expect(Buffer.from(first.dataKey).equals(Buffer.from(second.dataKey))).toBe(false);
    });

    it('keeps the same keys across restarts of one install', () => {
      const dir = tempDir();
      const first = loadOrCreateKeys(dir);
      const again = loadOrCreateKeys(dir);
      expect(Buffer.from(again.jwtKey).equals(Buffer.from(first.jwtKey))).toBe(true);
      expect(Buffer.from(again.dataKey).equals(Buffer.from(first.dataKey))).toBe(true);
    });

    it.skipIf(process.platform === 'win32')('writes secret.key with mode 600', () => {
      const dir = tempDir();
      loadOrCreateKeys(dir);
      expect(fs.statSync(path.join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
    });

    it.skipIf(process.platform === 'win32')(
      'tightens a loosened secret.key back to mode 600 and keeps its keys',
      () => {
        const dir = tempDir();
        const first = loadOrCreateKeys(dir);
        const file = path.join(dir, 'secret.key');
        for (const loose of [0o644, 0o666, 0o640, 0o604]) {
          fs.chmodSync(file, loose);
          const again = loadOrCreateKeys(dir);
          expect(fs.statSync(file).mode & 0o777).toBe(0o600);
          expect(Buffer.from(again.jwtKey).equals(Buffer.from(first.jwtKey))).toBe(true);
        }
      },
    );

    it('refuses a key file whose signing key is empty', () => {
      expectRefused(() => loadOrCreateKeys(dirWithKeyFile(keyFile(''))), /signing key is empty/);
    });

    it('refuses a key file without keys', () => {
      expectRefused(() => loadOrCreateKeys(dirWithKeyFile('{}')), /signing key is empty/);
      expectRefused(
        () => loadOrCreateKeys(dirWithKeyFile('{"jwt":42,"data":true}')),
        /signing key is empty/,
      );
    });

    it('refuses a key file whose signing key is short', () => {
      expectRefused(
        () => loadOrCreateKeys(dirWithKeyFile(keyFile(random(16)))),
        /shorter than 64 bytes/,
      );
    });

    it('refuses a key file whose signing key is well-known', () => {
      expectRefused(
        () => loadOrCreateKeys(dirWithKeyFile(keyFile(padTo('your-256-bit-secret', 64)))),
        /well-known value/,
      );
      expectRefused(() => loadOrCreateKeys(dirWithKeyFile(keyFile('secret'))), /signing key/);
    });

    it('refuses a key file whose signing key is all zeros', () => {
      expectRefused(
        () => loadOrCreateKeys(dirWithKeyFile(keyFile(new Uint8Array(64)))),
        /not random/,
      );
    });

    it('refuses a key file that is not readable JSON', () => {
      for (const text of ['', 'not json', '{"jwt":', '\u0000\u0001\u0002']) {
        expectRefused(() => loadOrCreateKeys(dirWithKeyFile(text)), /not readable JSON/);
      }
    });

    it('does not overwrite a refused key file with fresh keys', () => {
      const text = keyFile(new Uint8Array(64));
      const dir = dirWithKeyFile(text);
      expectRefused(() => loadOrCreateKeys(dir), /not random/);
      expect(fs.readFileSync(path.join(dir, 'secret.key'), 'utf8')).toBe(text);
    });
  });

  describe('startup', () => {
    it('rejects openServices with a bad key before the metadata store is created', async () => {
      const dir = dirWithKeyFile(keyFile(new Uint8Array(64)));
      const config = loadConfig({
        TESSERA_DATA_DIR: dir,
        TESSERA_WEB_DIR: '',
        TESSERA_ADMIN_PASSWORD: ADMIN_PASSWORD,
      });
      await expect(openServices(config)).rejects.toBeInstanceOf(InsecureKeyError);
      expect(fs.existsSync(path.join(dir, 'tessera.db'))).toBe(false);
    });

    it('rejects openServices with unreadable key JSON', async () => {
      const dir = dirWithKeyFile('{ broken');
      const config = loadConfig({
        TESSERA_DATA_DIR: dir,
        TESSERA_WEB_DIR: '',
        TESSERA_ADMIN_PASSWORD: ADMIN_PASSWORD,
      });
      await expect(openServices(config)).rejects.toThrow(/not readable JSON/);
    });

    it('exits the server process with status 1 and a clear message when the key is empty', async () => {
      const dir = dirWithKeyFile(keyFile(''));
      const server = spawnServer({
        inheritEnv: false,
        env: {
          HOME: process.env.HOME ?? os.tmpdir(),
          TESSERA_DATA_DIR: dir,
          TESSERA_WEB_DIR: '',
          TESSERA_PORT: '0',
          TESSERA_ADMIN_PASSWORD: ADMIN_PASSWORD,
          TESSERA_LOG_LEVEL: 'silent',
        },
      });
      const timer = setTimeout(() => server.child.kill('SIGKILL'), 30_000);
      const status = await server.exited.finally(() => clearTimeout(timer));
      expect(status).toBe(1);
      expect(server.stderr()).toContain(
        'Tessera failed to start: Refusing to start: the signing key is empty',
      );
      expect(server.stdout()).not.toContain('Tessera is ready');
      expect(fs.existsSync(path.join(dir, 'tessera.db'))).toBe(false);
    });

    it('gives two installs with the same admin password different signing keys', async () => {
      const first = await createTestContext();
      const second = await createTestContext();
      try {
        expect(first.config.adminPassword).toBe(second.config.adminPassword);
        expect(
          Buffer.from(first.services.keys.jwtKey).equals(Buffer.from(second.services.keys.jwtKey)),
        ).toBe(false);
        const passwordBytes = Buffer.from(ADMIN_PASSWORD);
        expect(Buffer.from(first.services.keys.jwtKey).includes(passwordBytes)).toBe(false);
        // A token of one install is worthless on the other.
        const login = await first.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'admin', password: ADMIN_PASSWORD },
        });
        const token = login.json<{ data: { token: string } }>().data.token;
        const elsewhere = await second.app.inject({
          method: 'POST',
          url: '/api/auth/userInfo',
          headers: { authorization: token },
        });
        expect(elsewhere.statusCode).toBe(401);
        expect(elsewhere.headers['authentication-status']).toBe('invalid');
      } finally {
        await first.close();
        await second.close();
      }
    });
  });
});
