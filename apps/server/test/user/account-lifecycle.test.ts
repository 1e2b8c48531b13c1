import type {
  AdminPasswordReply,
  PanelSaved,
  TokenReply,
  UserCreateReply,
  UserInfo,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/auth/passwords.js';
import { createTestContext, createUser, login, type TestContext } from '../helpers.js';
import { client, createUserInNewOrg, dataOf } from '../datasource/support.js';
import { PASSWORD, createDept, signedIn, type Api } from '../org/support.js';
import { expectError, expectLocalisedError } from '../security/support.js';
import { roleId, roleIdsOf, userById } from './support.js';

// An account's life under an administrator: disable, password reset, role change and delete.
// SECURITY A6: each of the first three makes the user's old token fail at once. A user who still
// created resources is deleted only by handing them (and their grants) to someone else.

let ctx: TestContext;
let admin: Api;
/** An organisation administrator of the default tenant (id 1), where the system admin sits. */
let rootAdmin: Api;
let sales: number;
let otherTenant: { orgId: number; userId: number };
let adminId: number;
let roles: { admin: number; orgAdmin: number; member: number };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = client(ctx, await login(ctx.app));
  adminId = (await userById(ctx, 1))?.id ?? 1;
  sales = await createDept(admin, 'Sales', 1);
  await createUser(ctx, 'root-admin', PASSWORD, 'org_admin', 1);
  rootAdmin = await signedIn(ctx, 'root-admin');
  otherTenant = await createUserInNewOrg(ctx, 'otto', PASSWORD, 'org_admin');
  roles = {
    admin: await roleId(ctx, 'admin'),
    orgAdmin: await roleId(ctx, 'org_admin'),
    member: await roleId(ctx, 'org_member'),
  };
});
afterAll(async () => ctx.close());

/** A fresh member of Sales, signed in: the token is the "old credential" of A6. */
async function signedInMember(username: string, roleCode = 'org_member') {
  const id = await createUser(ctx, username, PASSWORD, roleCode, sales);
  return { id, api: await signedIn(ctx, username) };
}

const expectTokenRejected = async (api: Api) =>
  expect((await api.post('/api/auth/userInfo')).statusCode).toBe(401);

describe('SECURITY A6: the old token fails at once', () => {
  it('after the user is disabled, and stays refused after re-enabling', async () => {
    const { id, api } = await signedInMember('dina');
    dataOf(await api.post('/api/auth/userInfo'));
    dataOf(await admin.post('/api/user/updateStatus', { userId: id, enabled: false }));
    expect((await userById(ctx, id))?.enabled).toBe(0);
    await expectTokenRejected(api);
    dataOf(await admin.post('/api/user/updateStatus', { userId: id, enabled: true }));
    expect((await userById(ctx, id))?.enabled).toBe(1);
    await expectTokenRejected(api);
  });

  it('after an administrator resets the password (generated, answered once)', async () => {
    const { id, api } = await signedInMember('pete');
    const reply = dataOf<AdminPasswordReply>(
      await rootAdmin.post('/api/user/adminUpdatePwd', { userId: id }),
    );
    expect(reply.password).toMatch(/^[A-Za-z0-9]{20}$/);
    await expectTokenRejected(api);
    const row = await userById(ctx, id);
    expect(row?.must_change_password).toBe(1);
    expect(await verifyPassword(row?.password_hash ?? '', reply.password ?? '')).toBe(true);
  });

  it('after an administrator types a new password (not answered back)', async () => {
    const { id, api } = await signedInMember('tess');
    const typed = 'Typed2026Pass';
    const reply = dataOf<AdminPasswordReply>(
      await admin.post('/api/user/adminUpdatePwd', { userId: id, newPassword: typed }),
    );
    expect(reply).toEqual({});
    await expectTokenRejected(api);
    const row = await userById(ctx, id);
    expect(row?.must_change_password).toBe(1);
    expect(await verifyPassword(row?.password_hash ?? '', typed)).toBe(true);
  });

  it('after the user’s roles change', async () => {
    const { id, api } = await signedInMember('rory');
    dataOf(
      await rootAdmin.post('/api/user/update', {
        id,
        username: 'rory',
        nickName: 'rory',
        deptId: sales,
        roleIds: [roles.orgAdmin],
        enabled: true,
      }),
    );
    expect(await roleIdsOf(ctx, id)).toEqual([roles.orgAdmin]);
    await expectTokenRejected(api);
    // A fresh sign-in carries the new role.
    const info = dataOf<UserInfo>(await (await signedIn(ctx, 'rory')).post('/api/auth/userInfo'));
    expect(info.roles).toContain('org_admin');
  });

  it('but not after a change of name only', async () => {
    const { id, api } = await signedInMember('nora');
    dataOf(
      await admin.post('/api/user/update', {
        id,
        username: 'nora',
        nickName: 'Nora N.',
        deptId: sales,
        roleIds: [roles.member],
        enabled: true,
      }),
    );
    dataOf(await api.post('/api/auth/userInfo'));
  });
});

describe('a generated first password', () => {
  it('opens only one’s own account until the user chooses a new one', async () => {
    const created = dataOf<UserCreateReply>(
      await admin.post('/api/user/create', {
        username: 'newbie',
        nickName: 'Newbie',
        deptId: sales,
        roleIds: [roles.member],
        enabled: true,
      }),
    );
    const first = await signedIn(ctx, 'newbie', created.password);
    expect(dataOf<UserInfo>(await first.post('/api/auth/userInfo')).mustChangePassword).toBe(true);
    expectError(await first.post('/datasource/list', {}), 403, 'PASSWORD_CHANGE_REQUIRED');
    const chosen = 'Chosen2026Pass';
    const { token } = dataOf<TokenReply>(
      await first.post('/api/user/updatePersonPwd', {
        oldPassword: created.password,
        newPassword: chosen,
        confirmPassword: chosen,
      }),
    );
    const after = client(ctx, token);
    dataOf(await after.post('/datasource/list', {}));
    expect(dataOf<UserInfo>(await after.post('/api/auth/userInfo')).mustChangePassword).toBe(false);
  });
});

describe('refusals that keep the system usable', () => {
  it('refuses acting on one’s own account (USER_SELF) in every call', async () => {
    expectError(
      await admin.post('/api/user/updateStatus', { userId: adminId, enabled: false }),
      400,
      'USER_SELF',
    );
    expectError(
      await admin.post('/api/user/adminUpdatePwd', { userId: adminId }),
      400,
      'USER_SELF',
    );
    expectError(await admin.post(`/api/user/delete/${adminId}`), 400, 'USER_SELF');
    expect(await userById(ctx, adminId)).toMatchObject({ enabled: 1, must_change_password: 0 });
  });

  it('never disables, demotes or deletes the last enabled system administrator', async () => {
    const adminRow = { id: adminId, username: 'admin', nickName: 'Administrator', deptId: 1 };
    expectLocalisedError(
      await rootAdmin.post('/api/user/updateStatus', { userId: adminId, enabled: false }, 'zh-CN'),
      400,
      'USER_LAST_ADMIN',
      'zh-CN',
    );
    expectError(
      await rootAdmin.post('/api/user/update', {
        ...adminRow,
        roleIds: [roles.member],
        enabled: true,
      }),
      400,
      'USER_LAST_ADMIN',
    );
    expectError(await rootAdmin.post(`/api/user/delete/${adminId}`), 400, 'USER_LAST_ADMIN');
    expect(await userById(ctx, adminId)).toMatchObject({ enabled: 1 });
    expect(await roleIdsOf(ctx, adminId)).toEqual([roles.admin]);
  });

  it('keeps a system administrator out of an organisation administrator’s reach (B6)', async () => {
    const second = await createUser(ctx, 'admin2', PASSWORD, 'admin', 1);
    expectError(
      await rootAdmin.post('/api/user/updateStatus', { userId: second, enabled: false }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await rootAdmin.post('/api/user/adminUpdatePwd', { userId: second }),
      403,
      'FORBIDDEN',
    );
    expect(await userById(ctx, second)).toMatchObject({ enabled: 1, must_change_password: 0 });
    // Another system administrator may, now that the first one is not the last.
    dataOf(await admin.post('/api/user/updateStatus', { userId: second, enabled: false }));
    expect((await userById(ctx, second))?.enabled).toBe(0);
  });

  it('answers 404 to another tenant for every call on this tenant’s users (B1)', async () => {
    const { id } = await signedInMember('hidden');
    const otto = await signedIn(ctx, 'otto');
    expectError(
      await otto.post('/api/user/updateStatus', { userId: id, enabled: false }),
      404,
      'NOT_FOUND',
    );
    expectError(await otto.post('/api/user/adminUpdatePwd', { userId: id }), 404, 'NOT_FOUND');
    expectError(await otto.post(`/api/user/delete/${id}`), 404, 'NOT_FOUND');
    expect(await userById(ctx, id)).toMatchObject({ enabled: 1, must_change_password: 0 });
  });
});

describe('POST /api/user/delete/{id}', () => {
  const grantsOf = (userId: number) =>
    ctx.services.db
      .selectFrom('resource_grants')
      .select(['resource_type', 'resource_id', 'level'])
      .where('target_type', '=', 'user')
      .where('target_id', '=', userId)
      .execute();

  it('deletes a user who created nothing, with their roles and sessions', async () => {
    const { id, api } = await signedInMember('gone');
    dataOf(await admin.post(`/api/user/delete/${id}`));
    expect(await userById(ctx, id)).toBeUndefined();
    expect(await roleIdsOf(ctx, id)).toEqual([]);
    await expectTokenRejected(api);
  });

  it('refuses while the user owns a dashboard, naming it; hands it over with its grant', async () => {
    const { id: doraId, api: dora } = await signedInMember('dora', 'org_admin');
    const board = dataOf<PanelSaved>(
      await dora.post('/panel/group/save', {
        name: 'Dora board',
        nodeType: 'panel',
        panelStyle: '{}',
        panelData: '[]',
      }),
    );
    const heirId = await createUser(ctx, 'heir', PASSWORD, 'org_member', sales);
    // The heir already views the dashboard: the hand-over keeps the higher level (manage).
    await ctx.services.db
      .insertInto('resource_grants')
      .values({
        resource_type: 'panel',
        resource_id: board.id,
        target_type: 'user',
        target_id: heirId,
        level: 1,
        create_time: Date.now(),
      })
      .execute();

    // And the other way round: where dora's grant is the lower one, the heir's stays.
    const grantRow = (targetId: number, resourceId: string, level: number) => ({
      resource_type: 'panel',
      resource_id: resourceId,
      target_type: 'user' as const,
      target_id: targetId,
      level,
      create_time: Date.now(),
    });
    await ctx.services.db
      .insertInto('resource_grants')
      .values([grantRow(doraId, 'elsewhere', 1), grantRow(heirId, 'elsewhere', 3)])
      .execute();

    expectLocalisedError(
      await rootAdmin.post(`/api/user/delete/${doraId}`),
      409,
      'USER_OWNS_RESOURCES',
      'en',
      { names: '1 dashboard (Dora board)' },
    );
    expect(await userById(ctx, doraId)).toBeDefined();

    const disabledId = await createUser(ctx, 'sleeper', PASSWORD, 'org_member', sales);
    await ctx.services.db
      .updateTable('users')
      .set({ enabled: 0 })
      .where('id', '=', disabledId)
      .execute();
    for (const handOverTo of [doraId, disabledId, otherTenant.userId, 999999])
      expectError(
        await rootAdmin.post(`/api/user/delete/${doraId}`, { handOverTo }),
        400,
        'USER_HANDOVER_INVALID',
      );
    expect(await userById(ctx, doraId)).toBeDefined();

    dataOf(await rootAdmin.post(`/api/user/delete/${doraId}`, { handOverTo: heirId }));
    expect(await userById(ctx, doraId)).toBeUndefined();
    const panel = await ctx.services.db
      .selectFrom('panels')
      .select('create_by')
      .where('id', '=', board.id)
      .executeTakeFirstOrThrow();
    expect(panel.create_by).toBe(heirId);
    expect(await grantsOf(doraId)).toEqual([]);
    expect(await grantsOf(heirId)).toEqual(
      expect.arrayContaining([
        { resource_type: 'panel', resource_id: board.id, level: 4 },
        { resource_type: 'panel', resource_id: 'elsewhere', level: 3 },
      ]),
    );
    expect(await grantsOf(heirId)).toHaveLength(2);
    await expectTokenRejected(dora);
    // The heir now opens the dashboard.
    const heir = await signedIn(ctx, 'heir');
    expect((await heir.get(`/panel/group/findOne/${board.id}`)).statusCode).toBe(200);
  });
});
