// Issue 22 part 2: a repeat chart call reads no metadata (the prepared call, the session and
// the caller's roles are remembered), and every change that decides the answer is seen by the
// very next call: a grant revoked, a row rule changed, a field hidden, the dataset edited, a
// token revoked, an account disabled, a role's menus taken away. Through the real routes, with
// the stored rules and the real result cache.
import SQLite from 'better-sqlite3';
import { GRANT_LEVELS, type ChartViewWithData, type DatasetField } from '@tessera/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { grant } from '../../src/auth/grants.js';
import { createTestContext, createUser, login, type TestContext } from '../helpers.js';
import { client, dataOf, revokeGrant } from '../datasource/support.js';
import { eq, saveRule } from '../dataset/row-rules-support.js';
import { axis, demoDataset, saveChart, type Api } from './support.js';

const PASSWORD = 'Member#Memo2026';

/** Counts the statements better-sqlite3 runs (every metadata read and write goes through it). */
function countStatements() {
  const probe = new SQLite(':memory:');
  const statement = probe.prepare('select 1').constructor as { prototype: Record<string, unknown> };
  probe.close();
  let count = 0;
  const originals = new Map<string, unknown>();
  for (const name of ['all', 'get', 'run', 'iterate']) {
    const original = statement.prototype[name] as (...args: unknown[]) => unknown;
    originals.set(name, original);
    statement.prototype[name] = function (this: unknown, ...args: unknown[]) {
      count += 1;
      return original.apply(this, args);
    };
  }
  return {
    read: () => count,
    restore: () => {
      for (const [name, original] of originals) statement.prototype[name] = original;
    },
  };
}

describe('remembered chart calls', () => {
  let ctx: TestContext;
  let admin: Api;
  let member: Api;
  let memberId: number;
  let demo: Awaited<ReturnType<typeof demoDataset>>;
  let chartId: string;

  const call = (api: Api = member) => api.post(`/chart/view/getData/${chartId}`, {});
  const provinces = async (api: Api = member) =>
    dataOf<ChartViewWithData>(await call(api)).data.x as string[];

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = client(ctx, await login(ctx.app));
    demo = await demoDataset(admin);
    chartId = (
      await saveChart(admin, {
        title: 'Remembered',
        tableId: demo.id,
        type: 'bar',
        xaxis: [axis(demo.field('province'), { sort: 'asc' })],
        yaxis: [axis(demo.field('quantity'), { aggregation: 'count' })],
      })
    ).id;
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeAll(async () => {
    // A new chart is the whole organisation's to use: only the members' own grants reach it here.
    await revokeGrant(ctx.services.db, 'chart', chartId, 'org', 1);
  });

  // Each test starts from a new member who may use the chart and its dataset, with no rules.
  let members = 0;
  let memberToken = '';
  const freshMember = async () => {
    members += 1;
    memberId = await createUser(ctx, `memo_member_${members}`, PASSWORD);
    await grant(ctx.services.db, 'chart', chartId, 'user', memberId, GRANT_LEVELS.use);
    await grant(ctx.services.db, 'dataset', demo.id, 'user', memberId, GRANT_LEVELS.use);
    memberToken = await login(ctx.app, `memo_member_${members}`, PASSWORD);
    member = client(ctx, memberToken);
  };
  afterEach(async () => {
    await ctx.services.db.deleteFrom('dataset_row_permissions').execute();
    await ctx.services.db.deleteFrom('dataset_column_permissions').execute();
  });

  it('answers a repeat call from memory: no statement runs on the metadata store', async () => {
    await freshMember();
    const all = await provinces();
    expect(all.length).toBeGreaterThan(1);
    const statements = countStatements();
    try {
      expect(await provinces()).toEqual(all);
      expect(statements.read()).toBe(0);
    } finally {
      statements.restore();
    }
  });

  it('sees a revoked grant on the next call', async () => {
    await freshMember();
    expect((await call()).statusCode).toBe(200);
    await revokeGrant(ctx.services.db, 'chart', chartId, 'user', memberId);
    expect([403, 404]).toContain((await call()).statusCode);
  });

  it('sees a changed row rule on the next call', async () => {
    await freshMember();
    const all = await provinces();
    await saveRule(admin, demo.id, 'user', memberId, eq(demo.field('province'), all[0]!));
    expect(await provinces()).toEqual([all[0]]);
    await saveRule(admin, demo.id, 'user', memberId, eq(demo.field('province'), all[1]!));
    expect(await provinces()).toEqual([all[1]]);
  });

  it('sees a hidden field on the next call', async () => {
    await freshMember();
    expect((await call()).statusCode).toBe(200);
    dataOf(
      await admin.post('/dataset/columnPermission/save', {
        datasetId: demo.id,
        targetType: 'user',
        targetId: memberId,
        fieldId: demo.field('province'),
        mode: 'hide',
      }),
    );
    expect((await call()).statusCode).toBe(403);
  });

  it('sees an edited dataset on the next call', async () => {
    await freshMember();
    const before = dataOf<ChartViewWithData>(await call());
    expect(dataOf<ChartViewWithData>(await call()).data.cached).toBe(true);
    const fields = dataOf<DatasetField[]>(await admin.post(`/dataset/field/list/${demo.id}`));
    const province = fields.find((f) => f.id === demo.field('province'))!;
    const rename = (name: string) =>
      admin.post('/dataset/field/save', {
        id: province.id,
        tableId: demo.id,
        name,
        deType: province.deType,
        groupType: province.groupType,
      });
    dataOf(await rename('Region'));
    // The dataset's version moved: the call is prepared and run again, not answered from before.
    const after = dataOf<ChartViewWithData>(await call());
    expect(after.data.cached).toBe(false);
    expect(after.data.x).toEqual(before.data.x);
    dataOf(await rename(province.name));
  });

  it('refuses a revoked token, a disabled account and a role without the menu on the next call', async () => {
    await freshMember();
    expect((await call()).statusCode).toBe(200);
    expect((await member.post('/api/auth/logout', {})).statusCode).toBe(200);
    expect((await client(ctx, memberToken).post(`/chart/view/getData/${chartId}`)).statusCode).toBe(
      401,
    );

    await freshMember();
    expect((await call()).statusCode).toBe(200);
    await ctx.services.db
      .updateTable('users')
      .set({ enabled: 0 })
      .where('id', '=', memberId)
      .execute();
    expect((await call()).statusCode).toBe(401);

    await freshMember();
    expect((await call()).statusCode).toBe(200);
    // The member's roles lose every menu: neither the chart page nor the dashboards page is theirs.
    await ctx.services.db.deleteFrom('user_roles').where('user_id', '=', memberId).execute();
    expect((await call()).statusCode).toBe(403);
  });
});
