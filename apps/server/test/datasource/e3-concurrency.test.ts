// SECURITY E3: 200 concurrent calls from one user on one data source meet a bounded gate: the
// user's share runs (half the slots), a share queues (a quarter of the queue), the rest are
// answered 503 DATASOURCE_BUSY (localised) at once; another user's call on the same source runs
// in a slot the flood could not take, another data source keeps answering while the storm is
// still queued, and the event loop stays responsive.
// The busy source sits behind a valve proxy that holds its database's answers, so "still
// queued" is a fact the test controls, not a race it hopes to win.
import type { DatasourceTable, DatasourceView } from '@tessera/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../helpers.js';
import { expectLocalisedError } from '../security/support.js';
import {
  addBody,
  client,
  createPostgresDatabase,
  dataOf,
  eventually,
  PG,
  serviceAvailable,
  type ThrowawayDatabase,
} from './support.js';
import { startValveProxy, type ValveProxy } from './valve-proxy.js';

const MAX_ACTIVE = 3;
const MAX_QUEUE = 10;
/** One user's share: half the running slots, a quarter of the queue (datasource/gate-limits.ts). */
const SHARE_ACTIVE = Math.ceil(MAX_ACTIVE / 2);
const SHARE_QUEUE = Math.ceil(MAX_QUEUE / 4);
const TABLE_COUNT = 50;

describe.runIf(await serviceAvailable('postgresql'))('SECURITY E3 200 concurrent calls', () => {
  let ctx: TestContext;
  let busyDb: ThrowawayDatabase;
  let calmDb: ThrowawayDatabase;
  let valve: ValveProxy;
  let api: ReturnType<typeof client>;
  let other: ReturnType<typeof client>;
  let busy: DatasourceView;
  let calm: DatasourceView;

  beforeAll(async () => {
    const tables = Array.from({ length: TABLE_COUNT }, (_, i) => `CREATE TABLE t${i} (x int)`);
    busyDb = await createPostgresDatabase([`DO $$ BEGIN ${tables.join('; ')}; END $$`]);
    calmDb = await createPostgresDatabase(['CREATE TABLE calm (x int)']);
    valve = await startValveProxy(PG.port);
    ctx = await createTestContext({
      TESSERA_DATASOURCE_MAX_ACTIVE: String(MAX_ACTIVE),
      TESSERA_DATASOURCE_MAX_QUEUE: String(MAX_QUEUE),
      // The held calls wait far longer than any test here takes.
      TESSERA_DATASOURCE_QUEUE_WAIT_MS: '60000',
    });
    api = client(ctx, await login(ctx.app));
    await createUser(ctx, 'second-admin', 'Second#Admin2026', 'org_admin');
    other = client(ctx, await login(ctx.app, 'second-admin', 'Second#Admin2026'));
    busy = dataOf<DatasourceView>(
      await api.post('/datasource/add', addBody(busyDb, 'Busy', { port: valve.port })),
    );
    calm = dataOf<DatasourceView>(await api.post('/datasource/add', addBody(calmDb, 'Calm')));
    // Warm both pools (and let the background status checks finish) before the storm.
    dataOf(await api.post(`/datasource/getTables/${busy.id}`));
    dataOf(await api.post(`/datasource/getTables/${calm.id}`));
  });
  afterAll(async () => {
    valve?.release();
    await ctx?.close();
    await valve?.close();
    await busyDb?.drop();
    await calmDb?.drop();
  });

  it("E3: one user's storm takes its share and is refused past it; another user and another source answer meanwhile", async () => {
    const connections = ctx.app.datasources.connections;
    const lags: number[] = [];
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const t = performance.now();
        await new Promise((resolve) => setImmediate(resolve));
        lags.push(performance.now() - t);
      }
    })();

    valve.hold();
    let settled = 0;
    const storm: Promise<LightMyRequestResponse>[] = Array.from({ length: 200 }, () =>
      api.post(`/datasource/getTables/${busy.id}`, undefined, 'zh-CN').finally(() => {
        settled += 1;
      }),
    );
    const admitted = SHARE_ACTIVE + SHARE_QUEUE;
    // Everything beyond the user's share is refused at once; the admitted calls hang on the valve.
    await eventually(async () => settled === 200 - admitted);
    expect(connections.stats(busy.id)).toMatchObject({ active: SHARE_ACTIVE, queued: SHARE_QUEUE });

    // Another user's call on the same source starts in a free slot (it hangs on the valve too).
    const theirs = other.post(`/datasource/getTables/${busy.id}`);
    await eventually(async () => connections.stats(busy.id).active === SHARE_ACTIVE + 1);
    expect(connections.stats(busy.id)).toMatchObject({ queued: SHARE_QUEUE });

    // The other source answers while the storm is still running and queued.
    const calmTables = dataOf<DatasourceTable[]>(
      await api.post(`/datasource/getTables/${calm.id}`),
    );
    expect(calmTables).toEqual([{ name: 'calm', schema: 'public' }]);
    expect(settled).toBe(200 - admitted);

    valve.release();
    const replies = await Promise.all(storm);
    expect(dataOf<DatasourceTable[]>(await theirs)).toHaveLength(TABLE_COUNT);
    sampling = false;
    await sampler;

    const ok = replies.filter((r) => r.statusCode === 200);
    const refused = replies.filter((r) => r.statusCode !== 200);
    for (const reply of ok) expect(dataOf<DatasourceTable[]>(reply)).toHaveLength(TABLE_COUNT);
    for (const reply of refused) expectLocalisedError(reply, 503, 'DATASOURCE_BUSY', 'zh-CN');
    expect(ok).toHaveLength(admitted);
    expect(refused).toHaveLength(200 - admitted);
    expect(Math.max(...lags)).toBeLessThan(1_000);
    // Afterwards the source is idle again and answers.
    expect(connections.stats(busy.id)).toMatchObject({ active: 0, queued: 0 });
    expect(
      dataOf<DatasourceTable[]>(await api.post(`/datasource/getTables/${busy.id}`)),
    ).toHaveLength(TABLE_COUNT);
  });
});
