// Issue 3 part 3: each source carries a status (ok / error + reason) refreshed on a schedule
// and at once by validate/{id}; the reason reads in the caller's language.
import type { DatasourceView } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, type TestContext } from '../helpers.js';
import {
  addBody,
  client,
  createPostgresDatabase,
  dataOf,
  eventually,
  serviceAvailable,
  type ThrowawayDatabase,
} from './support.js';

describe.runIf(await serviceAvailable('postgresql'))('data-source status', () => {
  let ctx: TestContext;
  let db: ThrowawayDatabase;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    db = await createPostgresDatabase(['CREATE TABLE t (x int)']);
    ctx = await createTestContext({ TESSERA_DATASOURCE_STATUS_MINUTES: '5' });
    api = client(ctx, await login(ctx.app));
  });
  afterAll(async () => {
    await ctx?.close();
    await db?.drop();
  });

  const statusOf = async (id: string, language: 'en' | 'zh-CN' | 'zh-TW' = 'en') =>
    dataOf<DatasourceView[]>(await api.post('/datasource/list', {}, language)).find(
      (s) => s.id === id,
    );

  it('turns error when the database goes away and ok when it is back, on each scheduled pass', async () => {
    const source = dataOf<DatasourceView>(await api.post('/datasource/add', addBody(db, 'Flaky')));
    await eventually(async () => (await statusOf(source.id))?.status === 'ok');
    const okTime = (await statusOf(source.id))?.statusTime ?? 0;

    await db.drop();
    await ctx.app.datasources.refreshAll();
    expect(await statusOf(source.id)).toMatchObject({
      status: 'error',
      statusMessage: 'The database does not exist',
    });
    expect((await statusOf(source.id, 'zh-TW'))?.statusMessage).toBe('資料庫不存在');
    expect((await statusOf(source.id))?.statusTime).toBeGreaterThanOrEqual(okTime);

    db = await createPostgresDatabase([], db.database);
    expect(dataOf(await api.post(`/datasource/validate/${source.id}`))).toMatchObject({ ok: true });
    expect(await statusOf(source.id)).toMatchObject({ status: 'ok', statusMessage: null });
  });

  it('marks an unreachable source with a localised reason', async () => {
    const source = dataOf<DatasourceView>(
      await api.post('/datasource/add', addBody(db, 'Nowhere', { port: 1 })),
    );
    await eventually(async () => (await statusOf(source.id))?.status === 'error');
    expect((await statusOf(source.id, 'zh-CN'))?.statusMessage).toBe(
      '数据库拒绝连接，请检查主机和端口',
    );
  });
});
