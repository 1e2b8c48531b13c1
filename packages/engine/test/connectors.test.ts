// Connector behaviour on real databases (SECURITY E1, C4 for DuckDB): statement timeouts,
// cancellation through an AbortSignal, pools that stay healthy and bounded, read-only
// sessions, and test-connection without leaking the password.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../src/index.js';
import { DIALECTS } from '../src/index.js';
import type { TestDatabase, TestDialectId } from './support/databases.js';
import {
  createTestDatabase,
  MARIADB,
  PG,
  serviceAvailable,
  TEST_DIALECTS,
} from './support/databases.js';
import { SALES } from './support/fixture.js';

/** A statement that runs ~30 s unless stopped. */
const LONG_QUERY: Record<TestDialectId, string> = {
  duckdb: 'SELECT count(*) AS n FROM range(100000000) a, range(100000000) b',
  postgresql: 'SELECT pg_sleep(30) AS n',
  mysql: 'SELECT SLEEP(30) AS n',
};

const expectHealthy = async (driver: Driver) => {
  const { rows } = await driver.execute('SELECT 1 AS one', []);
  expect(Number(rows[0]?.one)).toBe(1);
};

for (const id of TEST_DIALECTS) {
  const available = await serviceAvailable(id);
  describe.runIf(available)(`${id} connector`, () => {
    let db: TestDatabase;
    let single: Driver;
    beforeAll(async () => {
      db = await createTestDatabase(id, [SALES]);
      // One connection, so "the pool is healthy afterwards" means "that connection is".
      single = db.makeDriver({ poolSize: 1 });
    });
    afterAll(async () => {
      await single?.close();
      await db?.cleanup();
    });

    it('cancels a running query when its AbortSignal fires and reuses the connection', async () => {
      const controller = new AbortController();
      const started = Date.now();
      setTimeout(() => controller.abort(), 200);
      await expect(
        single.execute(LONG_QUERY[id], [], { signal: controller.signal }),
      ).rejects.toMatchObject({
        code: 'ENGINE_QUERY_CANCELLED',
      });
      expect(Date.now() - started).toBeLessThan(10_000);
      await expectHealthy(single);
    });

    it('stops a query at the statement timeout and reuses the connection', async () => {
      const started = Date.now();
      await expect(single.execute(LONG_QUERY[id], [], { timeoutMs: 300 })).rejects.toMatchObject({
        code: 'ENGINE_QUERY_TIMEOUT',
      });
      expect(Date.now() - started).toBeLessThan(10_000);
      await expectHealthy(single);
    });

    it('applies the configured default statement timeout', async () => {
      const short = db.makeDriver({ poolSize: 1, statementTimeoutMs: 300 });
      try {
        await expect(short.execute(LONG_QUERY[id], [])).rejects.toMatchObject({
          code: 'ENGINE_QUERY_TIMEOUT',
        });
        await expectHealthy(short);
      } finally {
        await short.close();
      }
    });

    // DuckDB is in-process: its only timeout is the driver's timer, tested above.
    if (id !== 'duckdb')
      it('enforces the configured timeout in the server session too', async () => {
        // The per-call timer is set far out, so only the session setting can stop the query.
        const short = db.makeDriver({ poolSize: 1, statementTimeoutMs: 500 });
        try {
          const started = Date.now();
          await expect(
            short.execute(LONG_QUERY[id], [], { timeoutMs: 60_000 }),
          ).rejects.toMatchObject({
            code: 'ENGINE_QUERY_TIMEOUT',
          });
          expect(Date.now() - started).toBeLessThan(10_000);
          await expectHealthy(short);
        } finally {
          await short.close();
        }
      });

    it('does not start a query whose signal is already aborted', async () => {
      const controller = new AbortController();
      controller.abort();
      await expect(
        single.execute('SELECT 1 AS one', [], { signal: controller.signal }),
      ).rejects.toMatchObject({
        code: 'ENGINE_QUERY_CANCELLED',
      });
    });

    it('queues calls beyond the pool size instead of opening more connections', async () => {
      const pair = db.makeDriver({ poolSize: 2 });
      try {
        const controllers = Array.from({ length: 4 }, () => new AbortController());
        const calls = controllers.map((c) =>
          pair.execute(LONG_QUERY[id], [], { signal: c.signal }).catch((e: unknown) => e),
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
        for (const c of controllers) c.abort();
        const outcomes = await Promise.all(calls);
        for (const outcome of outcomes)
          expect(outcome).toMatchObject({ code: 'ENGINE_QUERY_CANCELLED' });
        await expectHealthy(pair);
      } finally {
        await pair.close();
      }
    });

    it('lets a call waiting for a busy pool leave the queue when aborted', async () => {
      const busy = new AbortController();
      const running = single
        .execute(LONG_QUERY[id], [], { signal: busy.signal })
        .catch((e: unknown) => e);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const queued = new AbortController();
      const started = Date.now();
      const waiting = single.execute('SELECT 1 AS one', [], { signal: queued.signal });
      setTimeout(() => queued.abort(), 100);
      await expect(waiting).rejects.toMatchObject({ code: 'ENGINE_QUERY_CANCELLED' });
      expect(Date.now() - started).toBeLessThan(2_000);
      busy.abort();
      expect(await running).toMatchObject({ code: 'ENGINE_QUERY_CANCELLED' });
      await expectHealthy(single);
    });

    it('reports a failed statement as ENGINE_QUERY_FAILED without SQL in the message', async () => {
      const error: unknown = await single
        .execute('SELECT no_such_column FROM sales', [])
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'ENGINE_QUERY_FAILED', message: 'Query failed' });
      await expectHealthy(single);
    });

    it('says ok to test-connection on a reachable database', async () => {
      expect(await db.driver.testConnection(5_000)).toEqual({ ok: true });
    });
  });
}

describe.runIf(await serviceAvailable('postgresql'))('postgresql sessions', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('postgresql', [SALES]);
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  // Read-only does not stop a superuser's pg_read_file: data sources need unprivileged users.
  it('are read-only', async () => {
    await expect(db.driver.execute('DELETE FROM sales', [])).rejects.toMatchObject({
      code: 'ENGINE_STATEMENT_REFUSED',
    });
    await expect(db.driver.execute('CREATE TABLE sneaky (x int)', [])).rejects.toMatchObject({
      code: 'ENGINE_STATEMENT_REFUSED',
    });
  });

  it('fail test-connection with a sanitised message that never contains the password', async () => {
    const password = 'Sup3r-Secret-Pa55';
    const driver = DIALECTS.postgresql.createDriver({
      type: 'postgresql',
      host: PG.host,
      port: PG.port,
      database: 'tessera_missing_db',
      username: 'no_such_user',
      password,
    });
    const result = await driver.testConnection(5_000);
    expect(result).toMatchObject({ ok: false, code: 'ENGINE_CONNECTION_FAILED', reason: 'auth' });
    expect(JSON.stringify(result)).not.toContain(password);
    await driver.close();
  });

  it('connect to the pinned address instead of resolving the host name again', async () => {
    const pinned = DIALECTS.postgresql.createDriver({
      type: 'postgresql',
      host: 'tessera-no-such-host.invalid',
      connectHost: PG.host,
      port: PG.port,
      database: db.database,
      username: PG.user,
      password: '',
    });
    try {
      expect(await pinned.testConnection(5_000)).toEqual({ ok: true });
      await expectHealthy(pinned);
    } finally {
      await pinned.close();
    }
  });
});

describe.runIf(await serviceAvailable('mysql'))('mariadb sessions', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('mysql', [SALES]);
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  it('are read-only and refuse stacked statements and LOCAL INFILE', async () => {
    await expect(db.driver.execute('DELETE FROM sales', [])).rejects.toMatchObject({
      code: 'ENGINE_STATEMENT_REFUSED',
    });
    await expect(db.driver.execute('SELECT 1; DELETE FROM sales', [])).rejects.toMatchObject({
      code: 'ENGINE_QUERY_FAILED',
    });
    await expect(
      db.driver.execute("LOAD DATA LOCAL INFILE '/etc/passwd' INTO TABLE sales", []),
    ).rejects.toMatchObject({
      code: expect.stringMatching(/^ENGINE_(QUERY_FAILED|STATEMENT_REFUSED)$/),
    });
    const { rows } = await db.driver.execute('SELECT COUNT(*) AS n FROM sales', []);
    expect(Number(rows[0]?.n)).toBe(12);
  });

  it('fail test-connection quickly with a sanitised message', async () => {
    const password = 'Sup3r-Secret-Pa55';
    const driver = DIALECTS.mysql.createDriver({
      type: 'mariadb',
      host: MARIADB.host,
      port: MARIADB.port,
      database: 'tessera_missing_db',
      username: 'no_such_user',
      password,
    });
    const result = await driver.testConnection(5_000);
    expect(result).toMatchObject({ ok: false, code: 'ENGINE_CONNECTION_FAILED', reason: 'auth' });
    expect(JSON.stringify(result)).not.toContain(password);
    await driver.close();
  });

  it('connect to the pinned address instead of resolving the host name again', async () => {
    const pinned = DIALECTS.mysql.createDriver({
      type: 'mariadb',
      host: 'tessera-no-such-host.invalid',
      connectHost: MARIADB.host,
      port: MARIADB.port,
      database: db.database,
      username: MARIADB.user,
      password: MARIADB.password,
    });
    try {
      expect(await pinned.testConnection(5_000)).toEqual({ ok: true });
      await expectHealthy(pinned);
    } finally {
      await pinned.close();
    }
  });
});

describe('duckdb user queries', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('duckdb', [SALES]);
  });
  afterAll(async () => {
    await db?.cleanup();
  });

  it.each([
    ["read_csv('/etc/passwd')", "SELECT * FROM read_csv('/etc/passwd')"],
    ['read_text', "SELECT * FROM read_text('/etc/passwd')"],
    ['ATTACH', "ATTACH '/tmp/tessera-other.duckdb' AS other"],
    ['COPY TO a file', "COPY sales TO '/tmp/tessera-leak.csv'"],
    ['re-enabling external access', 'SET enable_external_access = true'],
    ['INSTALL an extension', 'INSTALL httpfs'],
    ['LOAD an extension', 'LOAD httpfs'],
    ['glob over the file system', "SELECT * FROM glob('/etc/*')"],
  ])('cannot use %s', async (_label, sql) => {
    // Refused by the statement-type check, or failed by the locked-down instance.
    await expect(db.driver.execute(sql, [])).rejects.toMatchObject({
      code: expect.stringMatching(/^ENGINE_(QUERY_FAILED|STATEMENT_REFUSED)$/),
    });
    await expectHealthy(db.driver);
  });

  it('reads a file opened read-only as a whole and refuses writes there too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-ro-'));
    const path = join(dir, 'ro.duckdb');
    try {
      const owner = await DuckDBInstance.create(path);
      const conn = await owner.connect();
      await conn.run('CREATE TABLE t AS SELECT range AS x FROM range(12)');
      conn.closeSync();
      owner.closeSync();
      const driver = DIALECTS.duckdb.createDriver({ path, readOnly: true });
      const { rows } = await driver.execute('SELECT count(*) AS n FROM t', []);
      expect(rows).toEqual([{ n: '12' }]);
      await expect(driver.execute('DELETE FROM t', [])).rejects.toMatchObject({
        code: 'ENGINE_STATEMENT_REFUSED',
      });
      await driver.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails test-connection on an unreachable port within the deadline', async () => {
    const driver = DIALECTS.postgresql.createDriver({
      type: 'postgresql',
      host: '127.0.0.1',
      port: 1,
      database: 'x',
      username: 'u',
      password: 'p',
    });
    const started = Date.now();
    expect(await driver.testConnection(1_000)).toMatchObject({ ok: false, reason: 'refused' });
    expect(Date.now() - started).toBeLessThan(3_000);
    await driver.close();
  });
});
