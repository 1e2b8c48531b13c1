import type { UserCreateReply, UserGridPage } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/auth/passwords.js';
import { createTestContext, createUser, login, type TestContext } from '../helpers.js';
import { client, createUserInNewOrg, dataOf } from '../datasource/support.js';
import { PASSWORD, createDept, signedIn, type Api } from '../org/support.js';
import { expectError, expectLocalisedError, walkJson } from '../security/support.js';
import { attributesOf, customRole, roleId, roleIdsOf, userById } from './support.js';

// User administration (SPEC §2 system/user): the grid, create and update, scoped to the
// organisations the caller administers (SECURITY B1), never handing out more than one holds (B6)
// and never listing a secret (B7).

let ctx: TestContext;
let admin: Api;
let sally: Api;
let otto: Api;
let member: Api;
let sales: number;
let east: number;
let ids: { sally: number; otto: number; member: number; eddie: number };
let roles: { admin: number; orgAdmin: number; member: number };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = client(ctx, await login(ctx.app));
  sales = await createDept(admin, 'Sales', 1);
  east = await createDept(admin, 'East', sales);
  ids = {
    sally: await createUser(ctx, 'sally', PASSWORD, 'org_admin', sales),
    eddie: await createUser(ctx, 'eddie', PASSWORD, 'org_member', east),
    member: await createUser(ctx, 'member', PASSWORD, 'org_member', 1),
    otto: (await createUserInNewOrg(ctx, 'otto', PASSWORD, 'org_admin')).userId,
  };
  sally = await signedIn(ctx, 'sally');
  otto = await signedIn(ctx, 'otto');
  member = await signedIn(ctx, 'member');
  roles = {
    admin: await roleId(ctx, 'admin'),
    orgAdmin: await roleId(ctx, 'org_admin'),
    member: await roleId(ctx, 'org_member'),
  };
});
afterAll(async () => ctx.close());

const grid = async (api: Api, query: object = {}, page = 1, size = 100) =>
  dataOf<UserGridPage>(await api.post(`/api/user/userGrid/${page}/${size}`, query));
const usernames = (page: UserGridPage) => page.listObject.map((row) => row.username);
const userCount = async () =>
  (await ctx.services.db.selectFrom('users').select('id').execute()).length;

const newUser = (username: string, extra: object = {}) => ({
  username,
  nickName: username,
  deptId: sales,
  roleIds: [roles.member],
  enabled: true,
  password: PASSWORD,
  ...extra,
});

describe('POST /api/user/userGrid/{page}/{size}', () => {
  it('lists every user to a system administrator, by id, with roles and organisation names', async () => {
    const page = await grid(admin);
    expect(page.itemCount).toBe(page.listObject.length);
    expect(usernames(page)).toEqual(['admin', 'sally', 'eddie', 'member', 'otto']);
    const eddie = page.listObject.find((row) => row.username === 'eddie');
    expect(eddie).toMatchObject({ deptId: east, deptName: 'East', enabled: true });
    expect(eddie?.roles).toEqual([
      { id: roles.member, code: 'org_member', name: expect.any(String), builtin: true },
    ]);
  });

  it('pages: page 2 of size 2 holds the third and fourth users, the count stays the total', async () => {
    const page = await grid(admin, {}, 2, 2);
    expect(usernames(page)).toEqual(['eddie', 'member']);
    expect(page.itemCount).toBe(5);
  });

  it('filters by keyword case-insensitively, with LIKE wildcards taken literally', async () => {
    expect(usernames(await grid(admin, { keyword: 'SAL' }))).toEqual(['sally']);
    // "_" is a wildcard in LIKE: unescaped it would match every name of 2+ letters.
    expect(usernames(await grid(admin, { keyword: '_' }))).toEqual([]);
    expect(usernames(await grid(admin, { keyword: '%' }))).toEqual([]);
  });

  it('filters by organisation including its sub-organisations, by role and by status', async () => {
    expect(usernames(await grid(admin, { deptId: sales }))).toEqual(['sally', 'eddie']);
    expect(usernames(await grid(admin, { deptId: east }))).toEqual(['eddie']);
    expect(usernames(await grid(admin, { roleId: roles.orgAdmin }))).toEqual(['sally', 'otto']);
    expect(usernames(await grid(admin, { enabled: false }))).toEqual([]);
  });

  it('shows an organisation administrator only their subtree; another tenant sees none (B1)', async () => {
    expect(usernames(await grid(sally))).toEqual(['sally', 'eddie']);
    expect(usernames(await grid(otto))).toEqual(['otto']);
    expectError(await otto.post('/api/user/userGrid/1/10', { deptId: sales }), 404, 'NOT_FOUND');
  });

  it('never carries a password hash or anything like one (SECURITY B7)', async () => {
    const response = await admin.post('/api/user/userGrid/1/100', {});
    const hashes = (
      await ctx.services.db.selectFrom('users').select('password_hash').execute()
    ).map((row) => row.password_hash);
    walkJson(response.json(), (text) => {
      expect(text).not.toContain('password_hash');
      expect(text).not.toContain('$argon');
      for (const hash of hashes) expect(text).not.toContain(hash);
    });
    expect(response.body).not.toContain('$argon');
  });
});

describe('POST /api/user/create', () => {
  it('creates a user with the typed password, roles, attributes, empty email stored as null', async () => {
    const reply = dataOf<UserCreateReply>(
      await admin.post(
        '/api/user/create',
        newUser('carol', { email: '', attributes: { region: 'East' }, roleIds: [roles.orgAdmin] }),
      ),
    );
    expect(reply.password).toBeUndefined();
    const row = await userById(ctx, reply.id);
    expect(row).toMatchObject({ username: 'carol', org_id: sales, email: null, enabled: 1 });
    expect(row?.must_change_password).toBe(0);
    expect(await verifyPassword(row?.password_hash ?? '', PASSWORD)).toBe(true);
    expect(await roleIdsOf(ctx, reply.id)).toEqual([roles.orgAdmin]);
    expect(await attributesOf(ctx, reply.id)).toEqual({ region: 'East' });
  });

  it('generates a strong password when none is typed, answers it once and requires a change', async () => {
    const reply = dataOf<UserCreateReply>(
      await sally.post('/api/user/create', newUser('gen', { password: undefined, deptId: east })),
    );
    expect(reply.password).toMatch(/^[A-Za-z0-9]{20}$/);
    const row = await userById(ctx, reply.id);
    expect(row?.must_change_password).toBe(1);
    expect(await verifyPassword(row?.password_hash ?? '', reply.password ?? '')).toBe(true);
  });

  it('refuses a username taken in another case (USER_NAME_TAKEN), localised, and adds nobody', async () => {
    const before = await userCount();
    expectLocalisedError(
      await admin.post('/api/user/create', newUser('SALLY'), 'zh-CN'),
      409,
      'USER_NAME_TAKEN',
      'zh-CN',
    );
    expect(await userCount()).toBe(before);
  });

  it('answers 404 for an organisation or a custom role outside the caller’s reach (B1)', async () => {
    const before = await userCount();
    expectError(
      await sally.post('/api/user/create', newUser('up', { deptId: 1 })),
      404,
      'NOT_FOUND',
    );
    expectError(await otto.post('/api/user/create', newUser('in')), 404, 'NOT_FOUND');
    const foreignRole = await customRole(
      ctx,
      (await userById(ctx, ids.otto))?.org_id ?? 0,
      'otto-role',
      [],
    );
    expectError(
      await admin.post('/api/user/create', newUser('mixed', { roleIds: [foreignRole] })),
      404,
      'NOT_FOUND',
    );
    expectError(
      await admin.post('/api/user/create', newUser('ghost', { roleIds: [999999] })),
      404,
      'NOT_FOUND',
    );
    expect(await userCount()).toBe(before);
  });

  it('refuses to give a role that opens more than the caller holds (SECURITY B6)', async () => {
    const before = await userCount();
    expectError(
      await sally.post('/api/user/create', newUser('boss', { roleIds: [roles.admin] })),
      403,
      'ROLE_NOT_ASSIGNABLE',
    );
    // A custom role that opens only the users page: its holder cannot give org_admin, which
    // also opens organisations and roles.
    const keeperRole = await customRole(ctx, 1, 'user-keeper', [5, 51]);
    const keeperId = await createUser(ctx, 'keeper', PASSWORD, 'org_member', sales);
    await ctx.services.db.deleteFrom('user_roles').where('user_id', '=', keeperId).execute();
    await ctx.services.db
      .insertInto('user_roles')
      .values({ user_id: keeperId, role_id: keeperRole })
      .execute();
    const keeper = await signedIn(ctx, 'keeper');
    expectError(
      await keeper.post('/api/user/create', newUser('helper', { roleIds: [roles.orgAdmin] })),
      403,
      'ROLE_NOT_ASSIGNABLE',
    );
    expect(await userCount()).toBe(before + 1);
    // What the keeper holds, they may give.
    dataOf(await keeper.post('/api/user/create', newUser('helper', { roleIds: [keeperRole] })));
  });
});

describe('POST /api/user/update', () => {
  it('changes names, organisation, roles and attributes, read back from the store', async () => {
    const id = await createUser(ctx, 'dave', PASSWORD, 'org_member', sales);
    dataOf(
      await sally.post('/api/user/update', {
        id,
        username: 'david',
        nickName: 'David',
        email: 'david@example.com',
        phone: '',
        deptId: east,
        roleIds: [roles.orgAdmin],
        enabled: true,
        attributes: { region: 'North', team: 'B' },
      }),
    );
    expect(await userById(ctx, id)).toMatchObject({
      username: 'david',
      nick_name: 'David',
      email: 'david@example.com',
      phone: null,
      org_id: east,
    });
    expect(await roleIdsOf(ctx, id)).toEqual([roles.orgAdmin]);
    expect(await attributesOf(ctx, id)).toEqual({ region: 'North', team: 'B' });
  });

  it('refuses a username another user holds in another case', async () => {
    expectError(
      await admin.post('/api/user/update', {
        ...newUser('Eddie', { deptId: east }),
        id: ids.member,
        password: undefined,
      }),
      409,
      'USER_NAME_TAKEN',
    );
    expect((await userById(ctx, ids.member))?.username).toBe('member');
  });

  it('refuses changing one’s own roles, organisation or status (USER_SELF), allows one’s own name', async () => {
    const self = {
      id: ids.sally,
      username: 'sally',
      nickName: 'Sally',
      deptId: sales,
      enabled: true,
    };
    for (const change of [
      { roleIds: [roles.member] },
      { roleIds: [roles.orgAdmin], deptId: east },
      { roleIds: [roles.orgAdmin], enabled: false },
    ])
      expectError(await sally.post('/api/user/update', { ...self, ...change }), 400, 'USER_SELF');
    expect(await roleIdsOf(ctx, ids.sally)).toEqual([roles.orgAdmin]);
    expect((await userById(ctx, ids.sally))?.enabled).toBe(1);
    dataOf(await sally.post('/api/user/update', { ...self, roleIds: [roles.orgAdmin] }));
    expect((await userById(ctx, ids.sally))?.nick_name).toBe('Sally');
  });

  it('answers 404 for another tenant’s user (B1) and changes nothing', async () => {
    expectError(
      await otto.post('/api/user/update', {
        id: ids.eddie,
        username: 'eddie',
        nickName: 'Hijacked',
        deptId: east,
        roleIds: [roles.member],
        enabled: true,
      }),
      404,
      'NOT_FOUND',
    );
    expect((await userById(ctx, ids.eddie))?.nick_name).toBe('eddie');
  });
});

describe('SECURITY B2: an organisation member', () => {
  it('is refused every user administration call with 403, and nothing changes', async () => {
    const before = await userCount();
    const calls: [string, unknown][] = [
      ['/api/user/userGrid/1/10', {}],
      ['/api/user/create', newUser('sneak')],
      ['/api/user/update', { ...newUser('eddie'), id: ids.eddie, password: undefined }],
      ['/api/user/updateStatus', { userId: ids.eddie, enabled: false }],
      ['/api/user/adminUpdatePwd', { userId: ids.eddie }],
      [`/api/user/delete/${ids.eddie}`, undefined],
    ];
    for (const [url, payload] of calls)
      expectError(await member.post(url, payload), 403, 'FORBIDDEN');
    expect(await userCount()).toBe(before);
    expect(await userById(ctx, ids.eddie)).toMatchObject({ enabled: 1, must_change_password: 0 });
  });
});
