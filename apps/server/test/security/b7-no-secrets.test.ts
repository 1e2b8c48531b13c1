import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  createTestContext,
  createUser,
  login,
  type TestContext,
} from '../helpers.js';
import { expectLocalisedError, walkJson } from './support.js';

/**
 * SECURITY B7: no reply carries a password, a password hash, or the signing or data key —
 * not at the top level and not nested anywhere in the JSON.
 */
describe('B7 no secrets in replies', () => {
  let ctx: TestContext;
  let token: string;
  let forbidden: string[];
  const MEMBER = 'b7-member';
  const MEMBER_PASSWORD = 'Member#Pass2026';

  beforeAll(async () => {
    ctx = await createTestContext();
    await createUser(ctx, MEMBER, MEMBER_PASSWORD);
    token = await login(ctx.app);
    const hashes = await ctx.services.db.selectFrom('users').select('password_hash').execute();
    const { jwtKey, dataKey } = ctx.services.keys;
    forbidden = [
      ADMIN_PASSWORD,
      MEMBER_PASSWORD,
      ...hashes.map((h) => h.password_hash),
      // Each key in every encoding it could plausibly be leaked in.
      ...[jwtKey, dataKey].flatMap((key) => [
        Buffer.from(key).toString('base64'),
        Buffer.from(key).toString('base64url'),
        Buffer.from(key).toString('hex'),
      ]),
    ];
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** Walks every key and string of the reply; none may name or hold a secret. */
  function expectNoSecrets(response: LightMyRequestResponse): void {
    const raw = response.body;
    expect(raw).not.toMatch(/\$argon2/);
    for (const secret of forbidden) expect(raw).not.toContain(secret);
    walkJson(response.json(), (text) => {
      expect(text.toLowerCase()).not.toMatch(
        /^(password|password_hash|passwordhash|pwd|secret|jwtkey|datakey|salt)$/,
      );
      expect(text).not.toMatch(/\$argon2(id|i|d)\$/);
      for (const secret of forbidden) expect(text).not.toContain(secret);
    });
    for (const value of Object.values(response.headers)) {
      for (const secret of forbidden) expect(String(value)).not.toContain(secret);
    }
  }

  const post = (url: string, auth: string, payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { authorization: auth },
      ...(payload ? { payload } : {}),
    });

  it('keeps secrets out of the login reply', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<{ data: object }>().data)).toEqual(['token']);
    expectNoSecrets(response);
  });

  it('keeps secrets out of a failed login reply, which does not echo the password', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.7.7.7',
      headers: { 'accept-language': 'zh-CN' },
      payload: { username: MEMBER, password: `${MEMBER_PASSWORD}x` },
    });
    expectLocalisedError(response, 401, 'AUTH_INVALID_CREDENTIALS', 'zh-CN');
    expect(response.body).not.toContain(`${MEMBER_PASSWORD}x`);
    expectNoSecrets(response);
  });

  it('keeps secrets out of the login_token reply', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login_token',
      // A token of its own: the exchange retires the token handed in.
      payload: { token: await login(ctx.app) },
    });
    expect(response.statusCode).toBe(200);
    expectNoSecrets(response);
  });

  it('keeps secrets out of userInfo', async () => {
    const response = await post('/api/auth/userInfo', token);
    expect(response.statusCode).toBe(200);
    expectNoSecrets(response);
  });

  it('keeps secrets out of personInfo', async () => {
    const response = await post('/api/user/personInfo', token);
    expect(response.statusCode).toBe(200);
    expectNoSecrets(response);
  });

  it('keeps secrets out of the updatePersonInfo reply', async () => {
    const response = await post('/api/user/updatePersonInfo', token, {
      nickName: 'Admin B7',
      email: 'b7@example.com',
    });
    expect(response.statusCode).toBe(200);
    expectNoSecrets(response);
  });

  it('keeps secrets out of the updatePersonPwd replies, success and failure', async () => {
    const memberToken = await login(ctx.app, MEMBER, MEMBER_PASSWORD);
    const wrong = await post('/api/user/updatePersonPwd', memberToken, {
      oldPassword: 'Guess#Pass2026',
      newPassword: 'Other#Pass2026',
      confirmPassword: 'Other#Pass2026',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).not.toContain('Guess#Pass2026');
    expect(wrong.body).not.toContain('Other#Pass2026');
    expectNoSecrets(wrong);
    const right = await post('/api/user/updatePersonPwd', memberToken, {
      oldPassword: MEMBER_PASSWORD,
      newPassword: 'Other#Pass2026',
      confirmPassword: 'Other#Pass2026',
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).not.toContain('Other#Pass2026');
    expectNoSecrets(right);
  });

  it('keeps secrets out of the menu tree, UI info, licence and version replies', async () => {
    const memberToken = await login(ctx.app, MEMBER, 'Other#Pass2026').catch(() =>
      login(ctx.app, MEMBER, MEMBER_PASSWORD),
    );
    for (const response of [
      await post('/api/dynamicMenu/menus', token),
      await post('/api/dynamicMenu/menus', memberToken),
      await ctx.app.inject({ method: 'GET', url: '/system/ui/info' }),
      await ctx.app.inject({ method: 'GET', url: '/anonymous/license/validate' }),
      await ctx.app.inject({
        method: 'GET',
        url: '/about/build/version',
        headers: { authorization: token },
      }),
    ]) {
      expect(response.statusCode).toBe(200);
      expectNoSecrets(response);
    }
  });

  it('walks nested JSON: the checker itself finds a hash hidden deep in a reply', () => {
    const found: string[] = [];
    walkJson({ a: [{ b: { password_hash: '$argon2id$v=19$m=1$x' } }] }, (text) => found.push(text));
    expect(found).toContain('password_hash');
    expect(found).toContain('$argon2id$v=19$m=1$x');
  });
});
