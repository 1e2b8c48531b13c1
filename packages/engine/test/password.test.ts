// Password checks proven on PostgreSQL (issue 6 part 4): the machine's cluster trusts every
// login, so this file starts its own scram-sha-256 cluster.
import type { ScratchPostgres } from '@tessera/test-support';
import { scratchPostgresAvailable, startScratchPostgres } from '@tessera/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../src/index.js';

describe.runIf(scratchPostgresAvailable())('postgresql password checks', () => {
  let cluster: ScratchPostgres;
  beforeAll(async () => {
    cluster = await startScratchPostgres();
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  const driverWith = (password: string) =>
    DIALECTS.postgresql.createDriver({
      type: 'postgresql',
      host: cluster.host,
      port: cluster.port,
      database: 'postgres',
      username: cluster.user,
      password,
    });

  it('classifies a wrong password as an auth failure without echoing it', async () => {
    const wrong = `${cluster.password}-wrong`;
    const driver = driverWith(wrong);
    try {
      const result = await driver.testConnection(5_000);
      expect(result).toMatchObject({ ok: false, code: 'ENGINE_CONNECTION_FAILED', reason: 'auth' });
      expect(JSON.stringify(result)).not.toContain(wrong);
      await expect(driver.execute('SELECT 1 AS one', [])).rejects.toMatchObject({
        code: 'ENGINE_CONNECTION_FAILED',
        details: { reason: 'auth' },
      });
    } finally {
      await driver.close();
    }
  });

  it('refuses an empty password too', async () => {
    const driver = driverWith('');
    try {
      expect(await driver.testConnection(5_000)).toMatchObject({ ok: false, reason: 'auth' });
    } finally {
      await driver.close();
    }
  });

  it('connects and queries with the right password', async () => {
    const driver = driverWith(cluster.password);
    try {
      expect(await driver.testConnection(5_000)).toEqual({ ok: true });
      const { rows } = await driver.execute('SELECT 1 AS one', []);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await driver.close();
    }
  });
});
