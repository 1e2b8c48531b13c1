// Issue 21 part 4: the grant calls refused, and nothing written when they are.
// SECURITY B1: "another organisation's object → 404", whoever asks.
// SECURITY B2: a route needs its permission; a member without the kind's read permission → 403.
// SECURITY B6: "never grant more than you hold" — every change needs 'manage' on the resource,
// so someone holding less is refused outright (403; 404 holding nothing). GRANT_BEYOND_OWN can
// then not arise through these routes (manage is the top level); its rule is tested on its own
// in src/auth/grant-rules.test.ts.
import { VALIDATION_MESSAGES } from '@tessera/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, type TestContext } from '../helpers.js';
import { client, createUserInNewOrg, dataOf } from '../datasource/support.js';
import { createRole, createRoleUser } from '../role/support.js';
import { expectError, expectLocalisedError } from '../security/support.js';
import {
  addRole,
  adminId,
  dashboard,
  PASSWORD,
  person,
  salesAndEast,
  storedGrants,
  type Api,
  type Person,
} from './support.js';

describe('refused grant changes', () => {
  let ctx: TestContext;
  let admin: Api;
  let adminUser: number;
  let orgs: { sales: number; east: number };
  let auditors: number;
  let panelId: string;
  let mia: Person;
  /** Holds 'export' on the dashboard: less than manage. */
  let eve: Person;
  /** Holds 'manage' on the dashboard but only the chart page (no panel:read). */
  let cory: Person;
  /** Another tenant's organisation administrator, with a role and an organisation of theirs. */
  let bob: Api;
  let bobs: { userId: number; orgId: number; roleId: number; panelId: string };

  const saveAs = (api: Api, grants: unknown[], resourceId = panelId, language?: 'zh-CN') =>
    api.post('/api/auth/saveGrants', { kind: 'panel', resourceId, grants }, language);
  const creatorManages = () => ({ targetType: 'user', targetId: adminUser, level: 'manage' });

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = client(ctx, await login(ctx.app));
    adminUser = await adminId(ctx);
    orgs = await salesAndEast(admin);
    auditors = await createRole(admin, 'Auditors');
    panelId = await dashboard(admin, 'Guarded');
    mia = await person(ctx, 'mia', 1);
    eve = await person(ctx, 'eve', 1);
    // A custom role with the chart page only (menu 4, chart:read).
    const chartsOnly = await createRole(admin, 'Charts only', [4]);
    const coryId = await createRoleUser(ctx, 'cory', PASSWORD, chartsOnly);
    cory = { id: coryId, api: client(ctx, await login(ctx.app, 'cory', PASSWORD)) };
    dataOf(
      await saveAs(admin, [
        creatorManages(),
        { targetType: 'user', targetId: eve.id, level: 'export' },
        { targetType: 'user', targetId: cory.id, level: 'manage' },
      ]),
    );

    const other = await createUserInNewOrg(ctx, 'bob', PASSWORD, 'org_admin');
    bob = client(ctx, await login(ctx.app, 'bob', PASSWORD));
    bobs = {
      ...other,
      roleId: await createRole(bob, 'Bob’s analysts'),
      panelId: await dashboard(bob, 'Bob’s board'),
    };
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** Runs a refused call and proves the resource's grants are as they were. */
  async function refusedUnchanged(
    call: () => Promise<LightMyRequestResponse>,
    status: number,
    code: Parameters<typeof expectError>[2],
    resourceId = panelId,
  ) {
    const before = await storedGrants(ctx, 'panel', resourceId);
    const response = await call();
    expectError(response, status, code);
    expect(await storedGrants(ctx, 'panel', resourceId)).toEqual(before);
    return response;
  }

  it('refuses someone holding less than manage (403) and someone holding nothing (404), B6', async () => {
    const raise = [creatorManages(), { targetType: 'user', targetId: eve.id, level: 'manage' }];
    await refusedUnchanged(() => saveAs(eve.api, raise), 403, 'FORBIDDEN');
    await refusedUnchanged(
      () =>
        eve.api.post('/api/auth/setGrant', {
          kind: 'panel',
          resourceId: panelId,
          targetType: 'user',
          targetId: eve.id,
          level: 'manage',
        }),
      403,
      'FORBIDDEN',
    );
    expectError(await eve.api.post(`/api/auth/grants/panel/${panelId}`), 403, 'FORBIDDEN');
    // mia reaches the dashboard only through the tenant's 'view' grant, which the save dropped.
    await refusedUnchanged(() => saveAs(mia.api, raise), 404, 'NOT_FOUND');
    await refusedUnchanged(() => saveAs(admin, [creatorManages()], 'no-such-id'), 404, 'NOT_FOUND');
  });

  it('says the refusal in the caller’s language (zh-CN)', async () => {
    expectLocalisedError(
      await saveAs(eve.api, [creatorManages()], panelId, 'zh-CN'),
      403,
      'FORBIDDEN',
      'zh-CN',
    );
  });

  it('keeps the creator’s manage grant: dropping or lowering it is refused, and says why', async () => {
    const response = await refusedUnchanged(
      () =>
        saveAs(
          admin,
          [{ targetType: 'user', targetId: mia.id, level: 'manage' }],
          panelId,
          'zh-CN',
        ),
      400,
      'VALIDATION_FAILED',
    );
    expect(response.json<{ message: string }>().message).toBe(
      VALIDATION_MESSAGES['zh-CN']['validation.grant.creatorKeepsManage'],
    );
    const cell = { kind: 'panel', resourceId: panelId, targetType: 'user', targetId: adminUser };
    for (const level of ['export', null])
      await refusedUnchanged(
        () => admin.post('/api/auth/setGrant', { ...cell, level }),
        400,
        'VALIDATION_FAILED',
      );
  });

  it('refuses two grants to the same target', async () => {
    await refusedUnchanged(
      () =>
        saveAs(admin, [
          creatorManages(),
          { targetType: 'role', targetId: auditors, level: 'view' },
          { targetType: 'role', targetId: auditors, level: 'use' },
        ]),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('refuses targets that do not exist or belong to another tenant as not found (B1)', async () => {
    const foreign = [
      { targetType: 'user', targetId: 987_654, level: 'view' },
      { targetType: 'user', targetId: bobs.userId, level: 'view' },
      { targetType: 'role', targetId: bobs.roleId, level: 'view' },
      { targetType: 'dept', targetId: bobs.orgId, level: 'view' },
    ];
    for (const target of foreign) {
      await refusedUnchanged(() => saveAs(admin, [creatorManages(), target]), 404, 'NOT_FOUND');
      await refusedUnchanged(
        () => admin.post('/api/auth/setGrant', { kind: 'panel', resourceId: panelId, ...target }),
        404,
        'NOT_FOUND',
      );
    }
  });

  it('answers another tenant’s administrator 404 on every grant call for this tenant (B1)', async () => {
    expectError(await bob.post(`/api/auth/grants/panel/${panelId}`), 404, 'NOT_FOUND');
    await refusedUnchanged(
      () => saveAs(bob, [{ targetType: 'dept', targetId: bobs.orgId, level: 'manage' }]),
      404,
      'NOT_FOUND',
    );
    await refusedUnchanged(
      () =>
        bob.post('/api/auth/setGrant', {
          kind: 'panel',
          resourceId: panelId,
          targetType: 'user',
          targetId: bobs.userId,
          level: 'manage',
        }),
      404,
      'NOT_FOUND',
    );
    for (const target of [`user/${mia.id}`, `role/${auditors}`, `dept/${orgs.sales}`])
      expectError(await bob.post(`/api/auth/grantsOf/${target}`), 404, 'NOT_FOUND');
    // The other way round too: bob's dashboard does not exist for this tenant's administrator.
    await refusedUnchanged(
      () => saveAs(admin, [{ targetType: 'user', targetId: mia.id, level: 'view' }], bobs.panelId),
      404,
      'NOT_FOUND',
      bobs.panelId,
    );
  });

  it('refuses a manager without the kind’s read permission (B2), nothing written', async () => {
    expectError(await cory.api.post(`/api/auth/grants/panel/${panelId}`), 403, 'FORBIDDEN');
    await refusedUnchanged(
      () =>
        saveAs(cory.api, [
          creatorManages(),
          { targetType: 'user', targetId: cory.id, level: 'manage' },
        ]),
      403,
      'FORBIDDEN',
    );
    await refusedUnchanged(
      () =>
        cory.api.post('/api/auth/setGrant', {
          kind: 'panel',
          resourceId: panelId,
          targetType: 'role',
          targetId: auditors,
          level: 'view',
        }),
      403,
      'FORBIDDEN',
    );
  });

  it('can fail: the same calls by the dashboard’s creator succeed', async () => {
    dataOf(
      await admin.post('/api/auth/setGrant', {
        kind: 'panel',
        resourceId: panelId,
        targetType: 'role',
        targetId: auditors,
        level: 'view',
      }),
    );
    await addRole(ctx, mia.id, auditors);
    expect((await mia.api.get(`/panel/group/findOne/${panelId}`)).statusCode).toBe(200);
  });
});
