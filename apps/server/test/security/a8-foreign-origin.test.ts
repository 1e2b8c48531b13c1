import type { Language } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestContext, login, type TestContext } from '../helpers.js';
import { expectLocalisedError, expectUnauthenticated, sessionCount, userRow } from './support.js';

/**
 * SECURITY A8: a state-changing request from a foreign Origin is refused with 403
 * FORBIDDEN_ORIGIN before any handler runs; the token header is the credential and a cookie
 * alone never authorises.
 */
describe('A8 foreign origin and cookies', () => {
  let ctx: TestContext;
  let token: string;
  const HOST = 'tessera.internal:8100';

  beforeAll(async () => {
    // The site is served under its own name, so that name is an allowed host (A10).
    ctx = await createTestContext({ TESSERA_ALLOWED_HOSTS: 'tessera.internal,localhost' });
    token = await login(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const post = (
    url: string,
    headers: Record<string, string>,
    payload?: object,
    language: Language = 'en',
  ) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { host: HOST, 'accept-language': language, ...headers },
      ...(payload ? { payload } : {}),
    });

  const FOREIGN_ORIGINS = [
    'https://evil.example',
    'http://evil.example:8100',
    'http://tessera.internal:8100.evil.example',
    'http://tessera.internal.evil.example:8100',
    'http://tessera.internal:8101',
    'http://tessera.internal',
    'http://evil.example@tessera.internal:8100x',
    'null',
    'file://',
    'not a url',
  ];

  it('refuses setLanguage from a foreign Origin with 403 FORBIDDEN_ORIGIN and changes nothing', async () => {
    const before = await userRow(ctx, 'admin');
    for (const origin of FOREIGN_ORIGINS) {
      for (const language of ['en', 'zh-CN'] as const) {
        const response = await post(
          '/api/user/setLanguage/en',
          { authorization: token, origin },
          undefined,
          language,
        );
        expect(response.statusCode, origin).toBe(403);
        expectLocalisedError(response, 403, 'FORBIDDEN_ORIGIN', language);
      }
    }
    expect(await userRow(ctx, 'admin')).toEqual(before);
  });

  it('refuses updatePersonInfo and updatePersonPwd from a foreign Origin and changes nothing', async () => {
    const before = await userRow(ctx, 'admin');
    const sessionsBefore = await sessionCount(ctx);
    const info = await post(
      '/api/user/updatePersonInfo',
      { authorization: token, origin: 'https://evil.example' },
      { nickName: 'csrf', email: 'csrf@evil.example' },
      'zh-TW',
    );
    expectLocalisedError(info, 403, 'FORBIDDEN_ORIGIN', 'zh-TW');
    const pwd = await post(
      '/api/user/updatePersonPwd',
      { authorization: token, origin: 'https://evil.example' },
      {
        oldPassword: ADMIN_PASSWORD,
        newPassword: 'Csrf#Pass2026',
        confirmPassword: 'Csrf#Pass2026',
      },
    );
    expectLocalisedError(pwd, 403, 'FORBIDDEN_ORIGIN', 'en');
    expect(await userRow(ctx, 'admin')).toEqual(before);
    expect(await sessionCount(ctx)).toBe(sessionsBefore);
  });

  it('refuses a foreign-origin logout and keeps the session alive', async () => {
    const response = await post('/api/auth/logout', {
      authorization: token,
      origin: 'https://evil.example',
    });
    expectLocalisedError(response, 403, 'FORBIDDEN_ORIGIN', 'en');
    expect((await post('/api/auth/userInfo', { authorization: token })).statusCode).toBe(200);
  });

  it('refuses a foreign-origin sign-in (login CSRF) without issuing a session', async () => {
    const sessionsBefore = await sessionCount(ctx);
    const response = await post(
      '/api/auth/login',
      { origin: 'https://evil.example' },
      { username: 'admin', password: ADMIN_PASSWORD },
      'zh-CN',
    );
    expectLocalisedError(response, 403, 'FORBIDDEN_ORIGIN', 'zh-CN');
    expect(response.body).not.toMatch(/eyJ/);
    expect(await sessionCount(ctx)).toBe(sessionsBefore);
  });

  it('refuses foreign-origin PUT, PATCH and DELETE before routing', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await ctx.app.inject({
        method,
        url: '/api/user/setLanguage/en',
        headers: {
          host: HOST,
          origin: 'https://evil.example',
          authorization: token,
          'accept-language': 'en',
        },
      });
      expect([403, 404], method).toContain(response.statusCode);
      expect(response.json<{ success: boolean }>().success).toBe(false);
    }
  });

  it('lets a same-origin state-changing request through', async () => {
    for (const origin of [`http://${HOST}`, `https://${HOST}`, `http://${HOST.toUpperCase()}`]) {
      const response = await post('/api/user/setLanguage/zh-TW', { authorization: token, origin });
      expect(response.statusCode, origin).toBe(200);
    }
    expect((await userRow(ctx, 'admin')).language).toBe('zh-TW');
    await post('/api/user/setLanguage/zh-CN', { authorization: token });
  });

  it('lets a state-changing request without Origin through (non-browser clients)', async () => {
    const response = await post('/api/user/setLanguage/en', { authorization: token });
    expect(response.statusCode).toBe(200);
    expect((await userRow(ctx, 'admin')).language).toBe('en');
  });

  it('refuses a request that carries the token only as a cookie with 401 invalid', async () => {
    const before = await userRow(ctx, 'admin');
    for (const cookie of [
      `Authorization=${token}`,
      `Authorization=Bearer%20${token}`,
      `token=${token}`,
    ]) {
      const read = await post('/api/auth/userInfo', { cookie }, undefined, 'zh-CN');
      expectUnauthenticated(read, 'invalid', 'AUTH_REQUIRED', 'zh-CN');
      const write = await post(
        '/api/user/updatePersonInfo',
        { cookie, origin: `http://${HOST}` },
        { nickName: 'via-cookie' },
      );
      expectUnauthenticated(write, 'invalid', 'AUTH_REQUIRED', 'en');
    }
    expect(await userRow(ctx, 'admin')).toEqual(before);
  });

  it('refuses a cookie-only request from a foreign Origin and changes nothing', async () => {
    const before = await userRow(ctx, 'admin');
    const response = await post(
      '/api/user/updatePersonInfo',
      { cookie: `Authorization=${token}`, origin: 'https://evil.example' },
      { nickName: 'csrf-cookie' },
    );
    expect([401, 403]).toContain(response.statusCode);
    expect(response.json<{ success: boolean; data: unknown }>()).toMatchObject({
      success: false,
      data: null,
    });
    expect(await userRow(ctx, 'admin')).toEqual(before);
  });

  it('sets no cookie on sign-in, so the browser has no ambient credential to send', async () => {
    const response = await post(
      '/api/auth/login',
      {},
      { username: 'admin', password: ADMIN_PASSWORD },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('does not block a GET from a foreign Origin by the origin rule', async () => {
    const open = await ctx.app.inject({
      method: 'GET',
      url: '/system/ui/info',
      headers: { host: HOST, origin: 'https://evil.example' },
    });
    expect(open.statusCode).toBe(200);
    const guarded = await ctx.app.inject({
      method: 'GET',
      url: '/about/build/version',
      headers: { host: HOST, origin: 'https://evil.example', authorization: token },
    });
    expect(guarded.statusCode).toBe(200);
    // No CORS grant either: the foreign page cannot read what it fetched.
    expect(guarded.headers['access-control-allow-origin']).toBeUndefined();
    expect(guarded.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
