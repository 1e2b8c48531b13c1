// Issue 21 part 4: "what can this role see?" — the grants of one user, role or organisation,
// for those who administer it, over the resources of their own tenant only.
// SECURITY B1: "another organisation's object → 404"; an organisation administrator reaches
// their own subtree (SPEC §6), nothing above or beside it.
import type { TargetGrant } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, type TestContext } from '../helpers.js';
import { client, createUserInNewOrg, dataOf } from '../datasource/support.js';
import { createRole } from '../role/support.js';
import { expectError } from '../security/support.js';
import { dashboard, PASSWORD, person, salesAndEast, type Api, type Person } from './support.js';

describe('grants of a target', () => {
  let ctx: TestContext;
  let admin: Api;
  let orgs: { sales: number; east: number };
  let auditors: number;
  let memberRole: number;
  let panelId: string;
  let chart: { id: string; title: string };
  let mia: Person;
  let sam: Person;
  /** Organisation administrator of Sales: administers Sales and East only. */
  let olga: Person;
  let bob: Api;
  let bobsPanel: string;

  const grantsOf = async (api: Api, path: string) =>
    dataOf<TargetGrant[]>(await api.post(`/api/auth/grantsOf/${path}`));
  const set = (api: Api, cell: Record<string, unknown>) =>
    api.post('/api/auth/setGrant', cell).then(dataOf);

  beforeAll(async () => {
    ctx = await createTestContext();
    const db = ctx.services.db;
    admin = client(ctx, await login(ctx.app));
    orgs = await salesAndEast(admin);
    auditors = await createRole(admin, 'Auditors');
    memberRole = (
      await db
        .selectFrom('roles')
        .select('id')
        .where('code', '=', 'org_member')
        .executeTakeFirstOrThrow()
    ).id;
    mia = await person(ctx, 'mia', 1);
    sam = await person(ctx, 'sam', orgs.east);
    olga = await person(ctx, 'olga', orgs.sales, 'org_admin');
    panelId = await dashboard(admin, 'Quarterly');
    // A demo chart: its name is shown in the reader's language (issue 19), here English.
    chart = await db
      .selectFrom('charts')
      .innerJoin('demo_objects', 'demo_objects.object_id', 'charts.id')
      .select(['charts.id as id', 'demo_objects.name_en as title'])
      .where('charts.org_id', '=', 1)
      .orderBy('charts.id')
      .executeTakeFirstOrThrow();
    await set(admin, {
      kind: 'panel',
      resourceId: panelId,
      targetType: 'role',
      targetId: auditors,
      level: 'view',
    });
    await set(admin, {
      kind: 'chart',
      resourceId: chart.id,
      targetType: 'role',
      targetId: auditors,
      level: 'export',
    });
    await set(admin, {
      kind: 'panel',
      resourceId: panelId,
      targetType: 'role',
      targetId: memberRole,
      level: 'use',
    });
    await set(admin, {
      kind: 'panel',
      resourceId: panelId,
      targetType: 'dept',
      targetId: orgs.sales,
      level: 'view',
      withSubOrgs: true,
    });
    await set(admin, {
      kind: 'panel',
      resourceId: panelId,
      targetType: 'user',
      targetId: sam.id,
      level: 'export',
    });

    await createUserInNewOrg(ctx, 'bob', PASSWORD, 'org_admin');
    bob = client(ctx, await login(ctx.app, 'bob', PASSWORD));
    bobsPanel = await dashboard(bob, 'Bob’s board');
    // Built-in roles are shared by every tenant: bob grants one on his own dashboard.
    await set(bob, {
      kind: 'panel',
      resourceId: bobsPanel,
      targetType: 'role',
      targetId: memberRole,
      level: 'manage',
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('lists what a role holds, with the resources’ names', async () => {
    expect(await grantsOf(admin, `role/${auditors}`)).toEqual([
      {
        kind: 'chart',
        resourceId: chart.id,
        resourceName: chart.title,
        level: 'export',
        withSubOrgs: false,
      },
      {
        kind: 'panel',
        resourceId: panelId,
        resourceName: 'Quarterly',
        level: 'view',
        withSubOrgs: false,
      },
    ]);
  });

  it('lists a built-in role’s grants in the caller’s tenant only, never another tenant’s', async () => {
    const held = await grantsOf(admin, `role/${memberRole}`);
    expect(held.map((g) => g.resourceId)).toContain(panelId);
    expect(held.map((g) => g.resourceId)).not.toContain(bobsPanel);
    const bobs = await grantsOf(bob, `role/${memberRole}`);
    expect(bobs).toEqual([
      {
        kind: 'panel',
        resourceId: bobsPanel,
        resourceName: 'Bob’s board',
        level: 'manage',
        withSubOrgs: false,
      },
    ]);
  });

  it('lists an organisation’s grants with whether they reach its sub-organisations', async () => {
    expect(await grantsOf(admin, `dept/${orgs.sales}`)).toEqual([
      {
        kind: 'panel',
        resourceId: panelId,
        resourceName: 'Quarterly',
        level: 'view',
        withSubOrgs: true,
      },
    ]);
  });

  it('lets an organisation administrator ask about their subtree only', async () => {
    expect(await grantsOf(olga.api, `user/${sam.id}`)).toEqual([
      {
        kind: 'panel',
        resourceId: panelId,
        resourceName: 'Quarterly',
        level: 'export',
        withSubOrgs: false,
      },
    ]);
    expect(await grantsOf(olga.api, `dept/${orgs.east}`)).toEqual([]);
    // The tenant above Sales, and a user of it, are not olga's to look at.
    expectError(await olga.api.post(`/api/auth/grantsOf/user/${mia.id}`), 404, 'NOT_FOUND');
    expectError(await olga.api.post('/api/auth/grantsOf/dept/1'), 404, 'NOT_FOUND');
    // Roles: the tenant's custom roles and the built-in ones.
    expect(await grantsOf(olga.api, `role/${auditors}`)).toHaveLength(2);
  });

  it('refuses unknown targets as not found and members without a system page as forbidden', async () => {
    for (const path of ['user/987654', 'role/987654', 'dept/987654'])
      expectError(await admin.post(`/api/auth/grantsOf/${path}`), 404, 'NOT_FOUND');
    expectError(await mia.api.post(`/api/auth/grantsOf/role/${auditors}`), 403, 'FORBIDDEN');
  });
});
