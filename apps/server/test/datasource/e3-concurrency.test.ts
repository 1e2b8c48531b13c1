// SECURITY E3: 200 concurrent calls on one data source meet a bounded gate: a few run, some
// queue, the rest are answered 503 DATASOURCE_BUSY (localised) at once; another data source
// keeps answering normally meanwhile, and the event loop stays responsive.
import type { DatasourceTable, DatasourceView } from '@tessera/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, type TestContext } from '../helpers.js';
import { expectLocalisedError } from '../security/support.js';
import {
  addBody,
  client,
  createPostgresDatabase,
  dataOf,
  serviceAvailable,
  type ThrowawayDatabase,
} from './support.js';

const MAX_ACTIVE = 3;
const MAX_QUEUE = 10;
/** Enough tables that listing them takes the database a moment. */
const TABLE_COUNT = 300;

describe.runIf(await serviceAvailable('postgresql'))('SECURITY E3 200 concurrent calls', () => {
  let ctx: TestContext;
  let busyDb: ThrowawayDatabase;
  let calmDb: ThrowawayDatabase;
  let api: ReturnType<typeof client>;
  let busy: DatasourceView;
  let calm: DatasourceView;

  beforeAll(async () => {
    const tables = Array.from({ length: TABLE_COUNT }, (_, i) => `CREATE TABLE t${i} (x int)`);
    busyDb = await createPostgresDatabase([`DO $$ BEGIN ${tables.join('; ')}; END $$`]);
    calmDb = await createPostgresDatabase(['CREATE TABLE calm (x int)']);
    ctx = await createTestContext({
      TESSERA_DATASOURCE_MAX_ACTIVE: String(MAX_ACTIVE),
      TESSERA_DATASOURCE_MAX_QUEUE: String(MAX_QUEUE),
    });
    api = client(ctx, await login(ctx.app));
    busy = dataOf<DatasourceView>(await api.post('/datasource/add', addBody(busyDb, 'Busy')));
    calm = dataOf<DatasourceView>(await api.post('/datasource/add', addBody(calmDb, 'Calm')));
  });
  afterAll(async () => {
    await ctx?.close();
    await busyDb?.drop();
    await calmDb?.drop();
  });

  it('E3: admits a bounded number, queues some, refuses the rest with 503, and another source is unaffected', async () => {
    const connections = ctx.app.datasources.connections;
    let maxActive = 0;
    let maxQueued = 0;
    let sampling = true;
    const lags: number[] = [];
    const sampler = (async () => {
      while (sampling) {
        const stats = connections.stats(busy.id);
        maxActive = Math.max(maxActive, stats.active);
        maxQueued = Math.max(maxQueued, stats.queued);
        const t = performance.now();
        await new Promise((resolve) => setImmediate(resolve));
        lags.push(performance.now() - t);
      }
    })();

    const started = Date.now();
    const storm: Promise<LightMyRequestResponse>[] = Array.from({ length: 200 }, () =>
      api.post(`/datasource/getTables/${busy.id}`, undefined, 'zh-CN'),
    );
    // While the storm runs, the other source answers normally.
    const calmStarted = Date.now();
    const calmTables = dataOf<DatasourceTable[]>(
      await api.post(`/datasource/getTables/${calm.id}`),
    );
    const calmMs = Date.now() - calmStarted;
    const replies = await Promise.all(storm);
    const stormMs = Date.now() - started;
    sampling = false;
    await sampler;

    expect(calmTables).toEqual([{ name: 'calm', schema: 'public' }]);
    const ok = replies.filter((r) => r.statusCode === 200);
    const refused = replies.filter((r) => r.statusCode !== 200);
    for (const reply of ok) expect(dataOf<DatasourceTable[]>(reply)).toHaveLength(TABLE_COUNT);
    for (const reply of refused) expectLocalisedError(reply, 503, 'DATASOURCE_BUSY', 'zh-CN');
    expect(ok.length + refused.length).toBe(200);
    expect(refused.length).toBeGreaterThan(0);
    expect(ok.length).toBeGreaterThan(MAX_ACTIVE);
    expect(maxActive).toBeLessThanOrEqual(MAX_ACTIVE);
    expect(maxQueued).toBeLessThanOrEqual(MAX_QUEUE);
    expect(maxQueued).toBeGreaterThan(0);
    expect(calmMs).toBeLessThan(stormMs + 1_000);
    expect(Math.max(...lags)).toBeLessThan(1_000);
    // Afterwards the source is idle again and answers.
    expect(connections.stats(busy.id)).toMatchObject({ active: 0, queued: 0 });
    expect(
      dataOf<DatasourceTable[]>(await api.post(`/datasource/getTables/${busy.id}`)),
    ).toHaveLength(TABLE_COUNT);
  });
});
