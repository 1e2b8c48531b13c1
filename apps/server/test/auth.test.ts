import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HEADERS, type UserInfo } from '@tessera/contracts';
import { TokenService } from '../src/auth/tokens.js';
import {
  ADMIN_PASSWORD,
  body,
  createTestContext,
  createUser,
  login,
  type TestContext,
} from './helpers.js';

// One app for the file. Each test signs in members of its own; the failed sign-ins one test
// makes are forgotten before the next (as in a fresh app), so none counts towards a lockout.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.services.db.deleteFrom('login_failures').execute();
});

const post = (
  url: string,
  token?: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...(token ? { authorization: token } : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

describe('POST /api/auth/login (SPEC §7)', () => {
  it('answers a token for the right password, trimming the username (SPEC §5)', async () => {
    const response = await post('/api/auth/login', undefined, {
      username: '  admin ',
      password: ADMIN_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const reply = body<{ token: string }>(response);
    expect(reply.success).toBe(true);
    expect(reply.code).toBe('OK');
    expect(reply.data.token.split('.')).toHaveLength(3);
  });

  it('refuses a wrong password with a localised message in all three languages', async () => {
    const texts: Record<string, string> = {
      en: 'Incorrect username or password',
      'zh-CN': '用户名或密码错误',
      'zh-TW': '使用者名稱或密碼錯誤',
    };
    for (const [language, text] of Object.entries(texts)) {
      const response = await post(
        '/api/auth/login',
        undefined,
        { username: 'admin', password: 'Wrong#Pass1' },
        { 'accept-language': language },
      );
      expect(response.statusCode).toBe(401);
      expect(body(response)).toMatchObject({
        success: false,
        code: 'AUTH_INVALID_CREDENTIALS',
        message: text,
      });
    }
  });

  it('rejects a password shorter than 8 with the SPEC §5 message, before any lookup', async () => {
    const response = await post(
      '/api/auth/login',
      undefined,
      { username: 'admin', password: '1234567' },
      {
        'accept-language': 'en',
      },
    );
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The password cannot be shorter than 8 characters',
    });
  });

  it('refuses a disabled account even with the right password', async () => {
    const id = await createUser(ctx, 'disabled-mia', 'Member#2026');
    await ctx.services.db.updateTable('users').set({ enabled: 0 }).where('id', '=', id).execute();
    const response = await post('/api/auth/login', undefined, {
      username: 'disabled-mia',
      password: 'Member#2026',
    });
    expect(response.statusCode).toBe(403);
    expect(body(response).code).toBe('AUTH_USER_DISABLED');
  });
});

describe('POST /api/auth/userInfo', () => {
  it('describes the administrator with roles and permissions derived from roles (SPEC §6)', async () => {
    const token = await login(ctx.app);
    const response = await post('/api/auth/userInfo', token);
    expect(response.statusCode).toBe(200);
    const info = body<UserInfo>(response).data;
    expect(info).toMatchObject({
      username: 'admin',
      nickName: 'Administrator',
      roles: ['admin'],
      isAdmin: true,
    });
    expect(info.permissions).toContain('panel:read');
    expect(Object.keys(info)).toEqual(
      expect.arrayContaining([
        'userId',
        'username',
        'nickName',
        'email',
        'phone',
        'language',
        'roles',
        'permissions',
      ]),
    );
  });

  it('gives a member only the permissions of the menus granted to the member role', async () => {
    await createUser(ctx, 'member-mia', 'Member#2026');
    const info = body<UserInfo>(
      await post('/api/auth/userInfo', await login(ctx.app, 'member-mia', 'Member#2026')),
    ).data;
    expect(info).toMatchObject({
      roles: ['org_member'],
      isAdmin: false,
      permissions: ['chart:read', 'dataset:read', 'datasource:read', 'panel:read'],
    });
  });

  it('answers 401 with authentication-status invalid without a token', async () => {
    const response = await post('/api/auth/userInfo');
    expect(response.statusCode).toBe(401);
    expect(response.headers['authentication-status']).toBe('invalid');
  });
});

describe('session lifetime', () => {
  it('renews a token in the second half of its 8-hour life through RefreshAuthorization', async () => {
    const tokens = new TokenService(ctx.services.db, ctx.services.keys.jwtKey);
    const fresh = await tokens.issue(1);
    const freshReply = await post('/api/auth/userInfo', fresh);
    expect(freshReply.headers[HEADERS.refreshToken.toLowerCase()]).toBeUndefined();

    const old = await tokens.issue(1, Date.now() - 5 * 3600_000);
    const oldReply = await post('/api/auth/userInfo', old);
    expect(oldReply.statusCode).toBe(200);
    const renewed = oldReply.headers[HEADERS.refreshToken.toLowerCase()];
    expect(typeof renewed).toBe('string');
    expect((await post('/api/auth/userInfo', String(renewed))).statusCode).toBe(200);
  });

  it('answers login_expire for a token past its 8 hours', async () => {
    const tokens = new TokenService(ctx.services.db, ctx.services.keys.jwtKey);
    const expired = await tokens.issue(1, Date.now() - 9 * 3600_000);
    const response = await post('/api/auth/userInfo', expired, undefined, {
      'accept-language': 'en',
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['authentication-status']).toBe('login_expire');
    expect(body(response)).toMatchObject({
      code: 'AUTH_TOKEN_EXPIRED',
      message: 'Login information expired, please log in again',
    });
  });

  it('exchanges a valid token for a new one at /api/auth/login_token and retires the old one', async () => {
    const token = await login(ctx.app);
    const response = await post('/api/auth/login_token', undefined, { token });
    expect(response.statusCode).toBe(200);
    const next = body<{ token: string }>(response).data.token;
    expect(next).not.toBe(token);
    expect((await post('/api/auth/userInfo', next)).statusCode).toBe(200);
    expect((await post('/api/auth/userInfo', token)).statusCode).toBe(401);
    expect((await post('/api/auth/login_token', undefined, { token: 'garbage' })).statusCode).toBe(
      401,
    );
  });

  it('logout revokes that token only, and never answers a renewed one', async () => {
    const tokens = new TokenService(ctx.services.db, ctx.services.keys.jwtKey);
    const first = await tokens.issue(1, Date.now() - 5 * 3600_000);
    const second = await login(ctx.app);
    const out = await post('/api/auth/logout', first);
    expect(out.statusCode).toBe(200);
    expect(out.headers[HEADERS.refreshToken.toLowerCase()]).toBeUndefined();
    expect((await post('/api/auth/userInfo', first)).statusCode).toBe(401);
    expect((await post('/api/auth/userInfo', second)).statusCode).toBe(200);
  });
});
