// Issue 21 part 4, SPEC §6 ("view < use < export < manage over data source, dataset, chart,
// dashboard"): who holds what on a resource, as those who manage it list and change it, and what
// a change does for the people it names, on the tokens they already hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, type TestContext } from '../helpers.js';
import { client, dataOf } from '../datasource/support.js';
import { createRole } from '../role/support.js';
import {
  addRole,
  adminId,
  dashboard,
  grantsOn,
  person,
  salesAndEast,
  storedGrants,
  type Api,
  type Person,
} from './support.js';

describe('grants on a resource', () => {
  let ctx: TestContext;
  let admin: Api;
  let adminUser: number;
  let orgs: { sales: number; east: number };
  let auditors: number;
  /** org_member of the tenant itself, also holding the custom role Auditors. */
  let rita: Person;
  /** org_member of Sales. */
  let sue: Person;
  /** org_member of East, below Sales. */
  let sam: Person;
  /** org_member of the tenant itself. */
  let mia: Person;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = client(ctx, await login(ctx.app));
    adminUser = await adminId(ctx);
    orgs = await salesAndEast(admin);
    auditors = await createRole(admin, 'Auditors');
    rita = await person(ctx, 'rita', 1);
    await addRole(ctx, rita.id, auditors);
    sue = await person(ctx, 'sue', orgs.sales);
    sam = await person(ctx, 'sam', orgs.east);
    mia = await person(ctx, 'mia', 1);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const findOne = (api: Api, id: string) => api.get(`/panel/group/findOne/${id}`);
  const onlyCreator = (id: string) =>
    admin.post('/api/auth/saveGrants', {
      kind: 'panel',
      resourceId: id,
      grants: [{ targetType: 'user', targetId: adminUser, level: 'manage' }],
    });

  it('lists a new dashboard’s grants with the names a person knows them by', async () => {
    const id = await dashboard(admin, 'Listed');
    const db = ctx.services.db;
    const me = await db
      .selectFrom('users')
      .select(['nick_name', 'username'])
      .where('id', '=', adminUser)
      .executeTakeFirstOrThrow();
    const tenant = await db
      .selectFrom('organisations')
      .select('name')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(await grantsOn(admin, 'panel', id)).toEqual([
      {
        targetType: 'user',
        targetId: adminUser,
        level: 'manage',
        withSubOrgs: false,
        targetName: `${me.nick_name} (${me.username})`,
      },
      // The tenant-wide grant a new dashboard gets reaches every sub-organisation.
      {
        targetType: 'dept',
        targetId: 1,
        level: 'view',
        withSubOrgs: true,
        targetName: tenant.name,
      },
    ]);
  });

  it('saves a resource’s grants in place of the old ones and lists them back', async () => {
    const id = await dashboard(admin, 'Saved');
    const memberRole = await ctx.services.db
      .selectFrom('roles')
      .select('id')
      .where('code', '=', 'org_member')
      .executeTakeFirstOrThrow();
    dataOf(
      await admin.post('/api/auth/saveGrants', {
        kind: 'panel',
        resourceId: id,
        grants: [
          { targetType: 'user', targetId: adminUser, level: 'manage' },
          { targetType: 'user', targetId: mia.id, level: 'export' },
          { targetType: 'role', targetId: memberRole.id, level: 'use' },
          { targetType: 'role', targetId: auditors, level: 'view' },
          { targetType: 'dept', targetId: orgs.sales, level: 'view', withSubOrgs: true },
        ],
      }),
    );
    const listed = await grantsOn(admin, 'panel', id);
    expect(listed.map((g) => [g.targetType, g.targetName, g.level, g.withSubOrgs])).toEqual([
      ['user', 'Administrator (admin)', 'manage', false],
      ['user', 'mia (mia)', 'export', false],
      // A built-in role by its code (the web says it in the reader's language), a custom one by name.
      ['role', 'Auditors', 'view', false],
      ['role', 'org_member', 'use', false],
      ['dept', 'Sales', 'view', true],
    ]);
    // The tenant's own grant is gone: the saved list is the whole list.
    const stored = await storedGrants(ctx, 'panel', id);
    expect(stored).toHaveLength(5);
    expect(stored.find((g) => g.target_type === 'org')).toEqual({
      target_type: 'org',
      target_id: orgs.sales,
      level: 1,
      with_sub_orgs: 1,
    });
  });

  it('lets a role’s members reach a dashboard granted to the role, and a revocation takes it back on the same token', async () => {
    const id = await dashboard(admin, 'For auditors');
    dataOf(await onlyCreator(id));
    expect((await findOne(rita.api, id)).statusCode).toBe(404);

    const cell = { kind: 'panel', resourceId: id, targetType: 'role', targetId: auditors };
    dataOf(await admin.post('/api/auth/setGrant', { ...cell, level: 'view' }));
    expect((await findOne(rita.api, id)).statusCode).toBe(200);
    expect((await findOne(mia.api, id)).statusCode).toBe(404);

    dataOf(await admin.post('/api/auth/setGrant', { ...cell, level: null }));
    expect((await findOne(rita.api, id)).statusCode).toBe(404);
    expect(await storedGrants(ctx, 'panel', id)).toHaveLength(1);
  });

  it('lets an organisation’s grant reach its sub-organisations’ users only when given with them', async () => {
    const id = await dashboard(admin, 'For sales');
    dataOf(await onlyCreator(id));
    const cell = { kind: 'panel', resourceId: id, targetType: 'dept', targetId: orgs.sales };
    dataOf(await admin.post('/api/auth/setGrant', { ...cell, level: 'view' }));
    expect((await findOne(sue.api, id)).statusCode).toBe(200);
    expect((await findOne(sam.api, id)).statusCode).toBe(404);

    dataOf(await admin.post('/api/auth/setGrant', { ...cell, level: 'view', withSubOrgs: true }));
    expect((await findOne(sam.api, id)).statusCode).toBe(200);
    // A grant reaches down the tree, never up: the tenant's own users are not in Sales.
    expect((await findOne(mia.api, id)).statusCode).toBe(404);
  });

  it('lets someone granted manage on one dashboard share it on, without any capability', async () => {
    const id = await dashboard(admin, 'Handed to mia');
    dataOf(await onlyCreator(id));
    dataOf(
      await admin.post('/api/auth/setGrant', {
        kind: 'panel',
        resourceId: id,
        targetType: 'user',
        targetId: mia.id,
        level: 'manage',
      }),
    );
    expect((await findOne(sam.api, id)).statusCode).toBe(404);
    dataOf(
      await mia.api.post('/api/auth/setGrant', {
        kind: 'panel',
        resourceId: id,
        targetType: 'user',
        targetId: sam.id,
        level: 'export',
      }),
    );
    expect((await findOne(sam.api, id)).statusCode).toBe(200);
    expect((await grantsOn(mia.api, 'panel', id)).map((g) => [g.targetId, g.level])).toEqual([
      [adminUser, 'manage'],
      [mia.id, 'manage'],
      [sam.id, 'export'],
    ]);
  });

  it('serves every kind of resource: a demo dataset’s grants list and change the same way', async () => {
    const dataset = await ctx.services.db
      .selectFrom('datasets')
      .select('id')
      .where('org_id', '=', 1)
      .executeTakeFirstOrThrow();
    dataOf(
      await admin.post('/api/auth/setGrant', {
        kind: 'dataset',
        resourceId: dataset.id,
        targetType: 'role',
        targetId: auditors,
        level: 'use',
      }),
    );
    const listed = await grantsOn(admin, 'dataset', dataset.id);
    expect(listed).toContainEqual({
      targetType: 'role',
      targetId: auditors,
      level: 'use',
      withSubOrgs: false,
      targetName: 'Auditors',
    });
  });
});
