import { existsSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScratchPostgres } from './index.js';
import { scratchPostgresAvailable, startScratchPostgres } from './index.js';

describe.runIf(scratchPostgresAvailable())('a scratch PostgreSQL cluster', () => {
  let cluster: ScratchPostgres;
  beforeAll(async () => {
    cluster = await startScratchPostgres();
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  const connect = async (password: string) => {
    const client = new pg.Client({
      host: cluster.host,
      port: cluster.port,
      user: cluster.user,
      password,
      database: 'postgres',
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      return (await client.query<{ one: number }>('SELECT 1 AS one')).rows[0]?.one;
    } finally {
      await client.end().catch(() => undefined);
    }
  };

  it('lets the right password in and refuses a wrong one with 28P01', async () => {
    expect(await connect(cluster.password)).toBe(1);
    await expect(connect(`${cluster.password}x`)).rejects.toMatchObject({ code: '28P01' });
  });

  it('refuses an empty password over TCP instead of trusting the login', async () => {
    await expect(connect('')).rejects.toBeTruthy();
  });

  it('removes its folder when stopped', async () => {
    const other = await startScratchPostgres();
    const { port, folder } = other;
    expect(existsSync(folder)).toBe(true);
    await other.stop();
    await other.stop();
    await expect(
      new pg.Client({ host: '127.0.0.1', port, user: 'x', password: 'y' }).connect(),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(existsSync(folder)).toBe(false);
  });
});
