// SECURITY A11: sign-in failures never store a tried user name in clear. The throttle's
// counters are kept under an HMAC of their names (a key derived per install), for known and
// unknown names alike, and they still lock; migration 0009 drops counters stored in clear.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql, type MigrationProvider } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storedCounterName, userKey } from '../../src/auth/secret-throttle.js';
import { openSqliteStore, type Db } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { MIGRATIONS } from '../../src/db/migrations/index.js';
import { throttleCounterKey } from '../../src/keys/sub-keys.js';
import { createTestContext, type TestContext } from '../helpers.js';
import { expectLocalisedError } from './support.js';

/** A name no one has: what a person typing into the wrong box might send. */
const TRIED = 'Ghost.Typo-4f2a@example.com';
const WRONG = 'Wrong#Guess2026';

/** Every row of every table of the store, as text. */
async function everything(db: Db): Promise<string> {
  const tables = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table'`.execute(db);
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await sql`select * from ${sql.table(name)}`.execute(db);
    parts.push(JSON.stringify(rows.rows));
  }
  return parts.join('\n');
}

describe('A11 sign-in failures keep no user name in clear', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  const attempt = (username: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { username, password: WRONG },
    });

  it('A11: stores neither an unknown nor a known name tried at sign-in, in any table or file', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await attempt(TRIED, `10.11.0.${i + 1}`)).statusCode).toBe(401);
      expect((await attempt('admin', `10.11.1.${i + 1}`)).statusCode).toBe(401);
    }
    const counters = await ctx.services.db.selectFrom('login_failures').selectAll().execute();
    // Two names and six addresses, each under 64 hex digits of HMAC-SHA256.
    expect(counters).toHaveLength(8);
    for (const row of counters) expect(row.key).toMatch(/^[0-9a-f]{64}$/);
    const stored = everything(ctx.services.db);
    for (const text of [TRIED, TRIED.toLowerCase(), 'Ghost.Typo', '10.11.0.1'])
      expect(await stored).not.toContain(text);
    expect(await stored).not.toMatch(/user:admin/);
    // Nor in the files of the store: the database and its write-ahead log, as bytes.
    for (const file of fs.readdirSync(ctx.dataDir).filter((f) => f.startsWith('tessera.db'))) {
      const bytes = fs.readFileSync(path.join(ctx.dataDir, file)).toString('latin1');
      expect(bytes.toLowerCase(), file).not.toContain(TRIED.toLowerCase());
    }
  });

  it('A11: still counts an unknown name under its hash and locks it after five failures', async () => {
    const name = 'Another.Ghost';
    for (let i = 0; i < 5; i += 1)
      expect((await attempt(name, `10.12.0.${i + 1}`)).statusCode).toBe(401);
    // From yet another address, so only the name's counter can be what locks.
    expectLocalisedError(await attempt(name, '10.12.9.9'), 429, 'AUTH_LOCKED', 'zh-CN', {
      minutes: 15,
    });
    const key = storedCounterName(throttleCounterKey(ctx.services.keys), userKey(name));
    const row = await ctx.services.db
      .selectFrom('login_failures')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirst();
    expect(row?.failures).toBe(5);
    expect(row?.locked_until).toBeGreaterThan(Date.now());
  });

  it('A11: hashes under a key of this install, not a fixed one', () => {
    const keys = ctx.services.keys;
    const other = { ...keys, jwtKey: new Uint8Array(keys.jwtKey).map((b) => b ^ 0xff) };
    expect(storedCounterName(throttleCounterKey(keys), userKey(TRIED))).not.toBe(
      storedCounterName(throttleCounterKey(other), userKey(TRIED)),
    );
    // A sub-key: the signing key itself is never the HMAC key.
    expect(Buffer.from(throttleCounterKey(keys)).equals(Buffer.from(keys.jwtKey))).toBe(false);
  });
});

describe('migration 0009: counters stored in clear are dropped', () => {
  let db: Db | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await db?.destroy();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('A11: removes every clear user-name and address counter, keeps hashed ones', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-0009-'));
    db = openSqliteStore(path.join(dir, 'm.db'));
    const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };
    const upTo8 = await new Migrator({ db, provider }).migrateTo('0008_name_keys_nfkc');
    expect(upTo8.error).toBeUndefined();
    const row = (key: string) => ({
      key,
      failures: 2,
      window_start: Date.now(),
      locked_until: null,
    });
    const hashed = 'a'.repeat(64);
    await db
      .insertInto('login_failures')
      .values([row(`user:${TRIED.toLowerCase()}`), row('ip:10.0.0.1'), row(hashed)])
      .execute();
    expect(await migrateToLatest(db)).toContain('0009_hashed_throttle_counters');
    const left = await db.selectFrom('login_failures').select('key').execute();
    expect(left).toEqual([{ key: hashed }]);
  });
});
