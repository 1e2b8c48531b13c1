import type { DeptNode } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../helpers.js';
import { client, createUserInNewOrg, dataOf } from '../datasource/support.js';
import { expectError, expectLocalisedError } from '../security/support.js';
import { PASSWORD, createDept, flatten, orgRow, signedIn, type Api } from './support.js';

// The organisation calls of SPEC §2 system/dept: the tree, create, rename/move, delete, each
// scoped to what the caller administers (SECURITY B1, B2), names unique among siblings (C8).

let ctx: TestContext;
let admin: Api;
/** An organisation administrator of Sales (a department of the default tenant, id 1). */
let sally: Api;
/** An organisation administrator of another tenant. */
let otto: Api;
let member: Api;
let otherTenant: number;
let sales: number;
let east: number;
let north: number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = client(ctx, await login(ctx.app));
  sales = await createDept(admin, 'Sales', 1);
  east = await createDept(admin, 'East', sales);
  north = await createDept(admin, 'North', sales);
  await createUser(ctx, 'sally', PASSWORD, 'org_admin', sales);
  sally = await signedIn(ctx, 'sally');
  otherTenant = (await createUserInNewOrg(ctx, 'otto', PASSWORD, 'org_admin')).orgId;
  otto = await signedIn(ctx, 'otto');
  await createUser(ctx, 'member', PASSWORD, 'org_member', 1);
  member = await signedIn(ctx, 'member');
});
afterAll(async () => ctx.close());

const tree = async (api: Api) => dataOf<DeptNode[]>(await api.post('/api/dept/tree'));
const orgCount = async () =>
  (await ctx.services.db.selectFrom('organisations').select('id').execute()).length;

describe('POST /api/dept/tree', () => {
  it('gives a system administrator every tenant, children sorted by name, users counted per node', async () => {
    const forest = await tree(admin);
    expect(forest.map((node) => node.pid)).toEqual(forest.map(() => 0));
    expect(forest.map((node) => node.id)).toEqual(expect.arrayContaining([1, otherTenant]));
    const salesNode = flatten(forest).find((node) => node.id === sales);
    expect(salesNode?.children.map((node) => node.name)).toEqual(['East', 'North']);
    // sally sits directly in Sales; nobody in East or North.
    expect(salesNode?.userCount).toBe(1);
    expect(salesNode?.children.map((node) => node.userCount)).toEqual([0, 0]);
  });

  it('gives an organisation administrator only the subtree of their own organisation', async () => {
    const forest = await tree(sally);
    expect(forest).toHaveLength(1);
    expect(forest[0]).toMatchObject({ id: sales, pid: 1, name: 'Sales' });
    expect(
      flatten(forest)
        .map((node) => node.id)
        .sort(),
    ).toEqual([sales, east, north].sort());
  });

  it('shows another tenant none of these organisations (SECURITY B1)', async () => {
    const ids = flatten(await tree(otto)).map((node) => node.id);
    expect(ids).toEqual([otherTenant]);
  });
});

describe('POST /api/dept/create', () => {
  it('creates a department under a managed organisation, stored with its parent', async () => {
    const id = await createDept(sally, 'Field team', east);
    expect(await orgRow(ctx, id)).toMatchObject({ pid: east, name: 'Field team' });
  });

  it('lets a system administrator create a tenant and nobody else', async () => {
    const id = await createDept(admin, 'Acme', 0);
    expect(await orgRow(ctx, id)).toMatchObject({ pid: 0, name: 'Acme' });
    const before = await orgCount();
    expectError(await sally.post('/api/dept/create', { name: 'Rogue', pid: 0 }), 403, 'FORBIDDEN');
    expect(await orgCount()).toBe(before);
  });

  it('answers 404 for a parent outside the caller’s subtree, and creates nothing', async () => {
    const before = await orgCount();
    expectError(await sally.post('/api/dept/create', { name: 'Up', pid: 1 }), 404, 'NOT_FOUND');
    expectError(await otto.post('/api/dept/create', { name: 'In', pid: sales }), 404, 'NOT_FOUND');
    expect(await orgCount()).toBe(before);
  });

  it('refuses a look-alike of a sibling’s name (SECURITY C8), localised', async () => {
    const before = await orgCount();
    // Full-width letters and another case read as "Sales".
    expectLocalisedError(
      await admin.post('/api/dept/create', { name: 'ｓａｌｅｓ', pid: 1 }, 'zh-CN'),
      409,
      'ORG_NAME_TAKEN',
      'zh-CN',
    );
    expectError(
      await admin.post('/api/dept/create', { name: 'SALES', pid: 1 }),
      409,
      'ORG_NAME_TAKEN',
    );
    expect(await orgCount()).toBe(before);
    // The same name under another parent is a different organisation.
    expect(await createDept(admin, 'Sales', east)).toBeGreaterThan(0);
  });
});

describe('POST /api/dept/update', () => {
  it('renames and moves a department inside the managed subtree', async () => {
    const team = await createDept(sally, 'Night shift', north);
    dataOf(await sally.post('/api/dept/update', { id: team, name: 'Late shift', pid: east }));
    expect(await orgRow(ctx, team)).toMatchObject({ pid: east, name: 'Late shift' });
  });

  it('refuses a move under itself or its own descendant (SPEC §5) and keeps the tree', async () => {
    const child = await createDept(admin, 'Cycle child', east);
    for (const pid of [east, child]) {
      expectError(
        await admin.post('/api/dept/update', { id: east, name: 'East', pid }),
        400,
        'ORG_CYCLE',
      );
    }
    expect(await orgRow(ctx, east)).toMatchObject({ pid: sales, name: 'East' });
  });

  it('keeps tenants tenants and departments inside their tenant', async () => {
    const cases = [
      { id: east, name: 'East', pid: 0 },
      { id: otherTenant, name: 'Tenant', pid: sales },
      { id: east, name: 'East', pid: otherTenant },
    ];
    for (const input of cases)
      expectError(await admin.post('/api/dept/update', input), 400, 'ORG_TENANT_MOVE');
    expect(await orgRow(ctx, east)).toMatchObject({ pid: sales, name: 'East' });
    expect((await orgRow(ctx, otherTenant))?.pid).toBe(0);
  });

  it('forbids an organisation administrator to change their own organisation', async () => {
    expectError(
      await sally.post('/api/dept/update', { id: sales, name: 'Sales renamed', pid: 1 }),
      403,
      'FORBIDDEN',
    );
    expect((await orgRow(ctx, sales))?.name).toBe('Sales');
  });

  it('answers 404 for another tenant’s organisation or a parent outside the subtree', async () => {
    expectError(
      await otto.post('/api/dept/update', { id: east, name: 'Mine', pid: sales }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await sally.post('/api/dept/update', { id: east, name: 'East', pid: 1 }),
      404,
      'NOT_FOUND',
    );
    expect(await orgRow(ctx, east)).toMatchObject({ pid: sales, name: 'East' });
  });

  it('refuses a rename to a look-alike of a sibling (SECURITY C8)', async () => {
    expectError(
      await sally.post('/api/dept/update', { id: north, name: 'ＥＡＳＴ', pid: sales }),
      409,
      'ORG_NAME_TAKEN',
    );
    expect((await orgRow(ctx, north))?.name).toBe('North');
  });
});

describe('POST /api/dept/delete/{id}', () => {
  it('deletes an empty department', async () => {
    const id = await createDept(sally, 'Temporary', north);
    dataOf(await sally.post(`/api/dept/delete/${id}`));
    expect(await orgRow(ctx, id)).toBeUndefined();
  });

  it('refuses an organisation that still holds sub-organisations and users, naming them', async () => {
    const ops = await createDept(admin, 'Ops', 1);
    await createDept(admin, 'Night', ops);
    await createUser(ctx, 'bob', PASSWORD, 'org_member', ops);
    await createUser(ctx, 'ann', PASSWORD, 'org_member', ops);
    expectLocalisedError(await admin.post(`/api/dept/delete/${ops}`), 409, 'ORG_NOT_EMPTY', 'en', {
      names: '1 sub-organisation (Night), 2 users (ann, bob)',
    });
    expect(await orgRow(ctx, ops)).toBeDefined();
  });

  it('refuses a tenant that holds resources, naming them', async () => {
    const tenant = await createDept(admin, 'Holding', 0);
    const now = Date.now();
    await ctx.services.db
      .insertInto('panel_groups')
      .values({
        id: 'holding-folder',
        org_id: tenant,
        dept_id: tenant,
        pid: '',
        name: 'Reports',
        name_key: 'reports',
        create_by: null,
        create_time: now,
        update_time: now,
      })
      .execute();
    expectLocalisedError(
      await admin.post(`/api/dept/delete/${tenant}`, undefined, 'zh-CN'),
      409,
      'ORG_NOT_EMPTY',
      'zh-CN',
      { names: '1 个仪表板文件夹（Reports）' },
    );
    expect(await orgRow(ctx, tenant)).toBeDefined();
  });

  it('forbids deleting one’s own organisation and hides other tenants’ (404)', async () => {
    expectError(await sally.post(`/api/dept/delete/${sales}`), 403, 'FORBIDDEN');
    const spare = await createDept(admin, 'Spare', sales);
    expectError(await otto.post(`/api/dept/delete/${spare}`), 404, 'NOT_FOUND');
    expect(await orgRow(ctx, sales)).toBeDefined();
    expect(await orgRow(ctx, spare)).toBeDefined();
  });
});

describe('SECURITY B2: an organisation member', () => {
  it('is refused every organisation call with 403, and nothing changes', async () => {
    const before = await orgCount();
    const calls: [string, unknown][] = [
      ['/api/dept/tree', undefined],
      ['/api/dept/create', { name: 'Member dept', pid: 1 }],
      ['/api/dept/update', { id: north, name: 'Renamed', pid: sales }],
      [`/api/dept/delete/${north}`, undefined],
    ];
    for (const [url, payload] of calls)
      expectError(await member.post(url, payload), 403, 'FORBIDDEN');
    expect(await orgCount()).toBe(before);
    expect((await orgRow(ctx, north))?.name).toBe('North');
  });
});
