// Issue 3 part 8: administrators and organisation administrators manage data sources; members
// use the sources of their organisation granted to them (view < use < export < manage).
import { GRANT_LEVELS, type DatasourceTable, type DatasourceView } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant } from '../../src/auth/grants.js';
import { createTestContext, createUser, login, type TestContext } from '../helpers.js';
import { expectLocalisedError } from '../security/support.js';
import { client, dataOf, eventually, revokeGrant } from './support.js';

const configuration = {
  host: '127.0.0.1',
  port: 5432,
  database: 'postgres',
  username: 'postgres',
  password: 'Perm-Secret',
};
const addBody = (name: string) => ({ name, type: 'postgresql', configuration });

let ctx: TestContext;
let admin: ReturnType<typeof client>;
let member: ReturnType<typeof client>;
let orgAdmin: ReturnType<typeof client>;
let memberId: number;
let orgAdminId: number;
let source: DatasourceView;
let builtin: DatasourceView;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = client(ctx, await login(ctx.app));
  memberId = await createUser(ctx, 'mia', 'Member#2026');
  orgAdminId = await createUser(ctx, 'oscar', 'OrgAdmin#2026', 'org_admin');
  member = client(ctx, await login(ctx.app, 'mia', 'Member#2026'));
  orgAdmin = client(ctx, await login(ctx.app, 'oscar', 'OrgAdmin#2026'));
  source = dataOf<DatasourceView>(await admin.post('/datasource/add', addBody('Shared sales')));
  builtin = dataOf<DatasourceView[]>(await admin.post('/datasource/list')).find(
    (s) => s.builtin,
  ) as DatasourceView;
  // A save checks the source in the background; let that check write its status first, so
  // the "changes nothing" comparisons below see only what the refused calls did.
  await eventually(async () => {
    const row = await ctx.services.db
      .selectFrom('datasources')
      .select('status')
      .where('id', '=', source.id)
      .executeTakeFirstOrThrow();
    return row.status !== 'unknown';
  });
});
afterAll(async () => ctx?.close());

describe('members use data sources', () => {
  it('lists the sources of their organisation with use permission and no passwords', async () => {
    const list = dataOf<DatasourceView[]>(await member.post('/datasource/list'));
    expect(list.map((s) => [s.name, s.permission])).toEqual([
      ['Demo warehouse', 'use'],
      ['Shared sales', 'use'],
    ]);
    expect(JSON.stringify(list)).not.toContain('Perm-Secret');
  });

  it('browses tables and columns of a source they use', async () => {
    expect(
      dataOf<DatasourceTable[]>(await member.post(`/datasource/getTables/${builtin.id}`)),
    ).toEqual([{ name: 'demo_sales', schema: 'main' }]);
    expect(
      dataOf<unknown[]>(
        await member.post(`/datasource/getColumns/${builtin.id}`, { table: 'demo_sales' }),
      ),
    ).toHaveLength(11);
  });

  it('are refused add, update, delete and both validations with a localised 403', async () => {
    const calls = [
      () => member.post('/datasource/add', addBody('Mine'), 'zh-CN'),
      () => member.post('/datasource/update', { id: source.id, ...addBody('Renamed') }, 'zh-CN'),
      () => member.post(`/datasource/delete/${source.id}`, undefined, 'zh-CN'),
      () => member.post(`/datasource/validate/${source.id}`, undefined, 'zh-CN'),
      () => member.post('/datasource/validate', { type: 'postgresql', configuration }, 'zh-CN'),
    ];
    const before = await ctx.services.db.selectFrom('datasources').selectAll().execute();
    for (const call of calls) expectLocalisedError(await call(), 403, 'FORBIDDEN', 'zh-CN');
    expect(await ctx.services.db.selectFrom('datasources').selectAll().execute()).toEqual(before);
  });

  it('stay refused even with a manage grant: managing needs an administrator role', async () => {
    await grant(ctx.services.db, 'datasource', source.id, 'user', memberId, GRANT_LEVELS.manage);
    try {
      expectLocalisedError(
        await member.post(`/datasource/delete/${source.id}`),
        403,
        'FORBIDDEN',
        'en',
      );
    } finally {
      await revokeGrant(ctx.services.db, 'datasource', source.id, 'user', memberId);
    }
  });

  it('see a source granted only view, but cannot browse it', async () => {
    const db = ctx.services.db;
    await grant(db, 'datasource', source.id, 'org', 1, GRANT_LEVELS.view);
    try {
      const listed = dataOf<DatasourceView[]>(await member.post('/datasource/list')).find(
        (s) => s.id === source.id,
      );
      expect(listed?.permission).toBe('view');
      expectLocalisedError(
        await member.post(`/datasource/getTables/${source.id}`),
        403,
        'FORBIDDEN',
        'en',
      );
    } finally {
      await grant(db, 'datasource', source.id, 'org', 1, GRANT_LEVELS.use);
    }
  });

  it('do not see, and get 404 for, a source not granted to them', async () => {
    const db = ctx.services.db;
    await revokeGrant(db, 'datasource', source.id, 'org', 1);
    try {
      const list = dataOf<DatasourceView[]>(await member.post('/datasource/list'));
      expect(list.map((s) => s.id)).not.toContain(source.id);
      expectLocalisedError(
        await member.post(`/datasource/getTables/${source.id}`),
        404,
        'NOT_FOUND',
        'en',
      );
    } finally {
      await grant(db, 'datasource', source.id, 'org', 1, GRANT_LEVELS.use);
    }
  });
});

describe('organisation administrators manage data sources', () => {
  it('add a source, holding manage on it while the organisation gets use', async () => {
    const added = dataOf<DatasourceView>(
      await orgAdmin.post('/datasource/add', addBody('Org admin source')),
    );
    expect(added.permission).toBe('manage');
    const grants = await ctx.services.db
      .selectFrom('resource_grants')
      .select(['target_type', 'target_id', 'level'])
      .where('resource_type', '=', 'datasource')
      .where('resource_id', '=', added.id)
      .orderBy('target_type')
      .execute();
    expect(grants).toEqual([
      { target_type: 'org', target_id: 1, level: GRANT_LEVELS.use },
      { target_type: 'user', target_id: orgAdminId, level: GRANT_LEVELS.manage },
    ]);
    const seenByMember = dataOf<DatasourceView[]>(await member.post('/datasource/list')).find(
      (s) => s.id === added.id,
    );
    expect(seenByMember?.permission).toBe('use');
  });

  it('update and delete a source another administrator created', async () => {
    const other = dataOf<DatasourceView>(await admin.post('/datasource/add', addBody('By admin')));
    const listed = dataOf<DatasourceView[]>(await orgAdmin.post('/datasource/list')).find(
      (s) => s.id === other.id,
    );
    expect(listed?.permission).toBe('manage');
    expect(
      dataOf<DatasourceView>(
        await orgAdmin.post('/datasource/update', { id: other.id, ...addBody('By admin, edited') }),
      ).name,
    ).toBe('By admin, edited');
    dataOf(await orgAdmin.post(`/datasource/delete/${other.id}`));
  });
});

describe('deleting a source something depends on', () => {
  it('is refused with 409 naming the dependents, until they are gone', async () => {
    const target = dataOf<DatasourceView>(await admin.post('/datasource/add', addBody('In use')));
    const unregister = ctx.app.datasources.dependents.register(async (id) =>
      id === target.id
        ? [
            { type: 'dataset', id: 'd1', name: 'Sales by month' },
            { type: 'dataset', id: 'd2', name: 'Orders' },
          ]
        : [],
    );
    try {
      expectLocalisedError(
        await admin.post(`/datasource/delete/${target.id}`),
        409,
        'DATASOURCE_IN_USE',
        'en',
        { names: 'Sales by month, Orders' },
      );
      const zh = expectLocalisedError(
        await admin.post(`/datasource/delete/${target.id}`, undefined, 'zh-CN'),
        409,
        'DATASOURCE_IN_USE',
        'zh-CN',
        { names: 'Sales by month、Orders' },
      );
      expect(zh.message).toBe('数据源正在被使用，无法删除：Sales by month、Orders');
      expect(
        dataOf<DatasourceView[]>(await admin.post('/datasource/list')).map((s) => s.id),
      ).toContain(target.id);
      // Another source is not held back by this provider.
      dataOf(await admin.post(`/datasource/delete/${source.id}`));
    } finally {
      unregister();
    }
    dataOf(await admin.post(`/datasource/delete/${target.id}`));
  });
});
