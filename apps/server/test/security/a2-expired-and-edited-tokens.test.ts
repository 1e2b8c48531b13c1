import crypto from 'node:crypto';
import { SESSION } from '@tessera/contracts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../../src/auth/tokens.js';
import { createTestContext, createUser, login, type TestContext } from '../helpers.js';
import { base64url, decodeParts, expectUnauthenticated, userRow } from './support.js';

/**
 * SECURITY A2: an expired token answers 401 `login_expire`; a token without `exp`, or with
 * edited claims under the old signature, answers 401 `invalid`. Nothing the route does happens.
 */
describe('A2 expired and edited tokens', () => {
  let ctx: TestContext;
  let tokens: TokenService;
  let victimId: number;
  let otherId: number;
  const VICTIM = 'a2-victim';
  const OTHER = 'a2-other';
  const PASSWORD = 'Victim#Pass2026';

  beforeAll(async () => {
    ctx = await createTestContext();
    tokens = new TokenService(ctx.services.db, ctx.services.keys.jwtKey);
    victimId = await createUser(ctx, VICTIM, PASSWORD);
    otherId = await createUser(ctx, OTHER, PASSWORD);
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** A token whose 8-hour life ended a minute ago, backed by a real (unrevoked) session row. */
  async function expiredToken(userId = victimId): Promise<string> {
    return tokens.issue(userId, Date.now() - (SESSION.lifetimeSeconds + 60) * 1000);
  }

  /** Replaces the payload of a genuine token while keeping its header and signature. */
  function withEditedPayload(
    token: string,
    edit: (payload: Record<string, unknown>) => Record<string, unknown>,
  ): string {
    const [header = '', , signature = ''] = token.split('.');
    const payload = edit(decodeParts(token).payload);
    return `${header}.${base64url(JSON.stringify(payload))}.${signature}`;
  }

  /** A live session row for the victim, so a token lacking a claim fails for that reason alone. */
  async function liveJti(): Promise<string> {
    return decodeParts(await tokens.issue(victimId)).payload.jti as string;
  }

  it('answers an expired but correctly signed token with 401 login_expire in every language', async () => {
    const token = await expiredToken();
    for (const language of ['en', 'zh-CN', 'zh-TW'] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/userInfo',
        headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      });
      expectUnauthenticated(response, 'login_expire', 'AUTH_TOKEN_EXPIRED', language);
      expect(response.body).not.toContain(VICTIM);
    }
  });

  it('does not apply setLanguage or updatePersonInfo with an expired token', async () => {
    const token = await expiredToken();
    const before = await userRow(ctx, VICTIM);
    const language = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/setLanguage/en',
      headers: { authorization: token, 'accept-language': 'zh-CN' },
    });
    expectUnauthenticated(language, 'login_expire', 'AUTH_TOKEN_EXPIRED', 'zh-CN');
    const info = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/updatePersonInfo',
      headers: { authorization: token, 'accept-language': 'en' },
      payload: { nickName: 'changed-after-expiry' },
    });
    expectUnauthenticated(info, 'login_expire', 'AUTH_TOKEN_EXPIRED', 'en');
    expect(await userRow(ctx, VICTIM)).toEqual(before);
  });

  it('does not renew an expired token at login_token', async () => {
    const token = await expiredToken();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login_token',
      headers: { 'accept-language': 'zh-TW' },
      payload: { token },
    });
    expect(response.statusCode).toBe(401);
    const envelope = response.json<{ code: string; message: string; data: unknown }>();
    expect(envelope.code).toBe('AUTH_TOKEN_EXPIRED');
    expect(envelope.message).toBe('登入資訊過期，請重新登入');
    expect(envelope.data).toBeNull();
  });

  it('answers an expired token with a wrong signature as invalid, not expired (signature first)', async () => {
    const token = await expiredToken();
    const resigned = await new SignJWT(decodeParts(token).payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new Uint8Array(crypto.randomBytes(64)));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/userInfo',
      headers: { authorization: resigned, 'accept-language': 'en' },
    });
    expectUnauthenticated(response, 'invalid', 'AUTH_TOKEN_INVALID', 'en');
  });

  it('answers a correctly signed token without exp with 401 invalid', async () => {
    const jti = await liveJti();
    const noExp = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(victimId))
      .setJti(jti)
      .setIssuedAt()
      .sign(ctx.services.keys.jwtKey);
    expect(decodeParts(noExp).payload.exp).toBeUndefined();
    const before = await userRow(ctx, VICTIM);
    for (const language of ['en', 'zh-CN'] as const) {
      const info = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/userInfo',
        headers: { authorization: noExp, 'accept-language': language },
      });
      expectUnauthenticated(info, 'invalid', 'AUTH_TOKEN_INVALID', language);
    }
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/setLanguage/en',
      headers: { authorization: noExp, 'accept-language': 'zh-TW' },
    });
    expectUnauthenticated(write, 'invalid', 'AUTH_TOKEN_INVALID', 'zh-TW');
    expect(await userRow(ctx, VICTIM)).toEqual(before);
  });

  it('answers correctly signed tokens missing sub, jti or iat, or with a non-numeric exp, with 401 invalid', async () => {
    const key = ctx.services.keys.jwtKey;
    const now = Math.floor(Date.now() / 1000);
    const jti = await liveJti();
    const variants: Array<[string, Record<string, unknown>]> = [
      ['no sub', { jti, iat: now, exp: now + 3600 }],
      ['no jti', { sub: String(victimId), iat: now, exp: now + 3600 }],
      ['no iat', { sub: String(victimId), jti, exp: now + 3600 }],
      ['exp as a string', { sub: String(victimId), jti, iat: now, exp: String(now + 3600) }],
      ['sub not a number', { sub: 'admin', jti, iat: now, exp: now + 3600 }],
      ['sub a fraction', { sub: `${victimId}.5`, jti, iat: now, exp: now + 3600 }],
      [
        'jti of no session',
        { sub: String(victimId), jti: 'f'.repeat(32), iat: now, exp: now + 3600 },
      ],
    ];
    for (const [name, payload] of variants) {
      const token = await new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(key);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/userInfo',
        headers: { authorization: token, 'accept-language': 'en' },
      });
      expect(response.statusCode, name).toBe(401);
      expectUnauthenticated(response, 'invalid', 'AUTH_TOKEN_INVALID', 'en');
    }
  });

  it('refuses a token whose sub was edited to another user under the old signature', async () => {
    const token = await login(ctx.app, VICTIM, PASSWORD);
    const edited = withEditedPayload(token, (p) => ({ ...p, sub: String(otherId) }));
    const otherBefore = await userRow(ctx, OTHER);
    for (const language of ['en', 'zh-CN'] as const) {
      const info = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/userInfo',
        headers: { authorization: edited, 'accept-language': language },
      });
      expectUnauthenticated(info, 'invalid', 'AUTH_TOKEN_INVALID', language);
      expect(info.body).not.toContain(OTHER);
    }
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/updatePersonInfo',
      headers: { authorization: edited, 'accept-language': 'zh-CN' },
      payload: { nickName: 'taken-over' },
    });
    expectUnauthenticated(write, 'invalid', 'AUTH_TOKEN_INVALID', 'zh-CN');
    expect(await userRow(ctx, OTHER)).toEqual(otherBefore);
  });

  it('refuses a token whose sub was edited to the administrator under the old signature', async () => {
    const token = await login(ctx.app, VICTIM, PASSWORD);
    const admin = await userRow(ctx, 'admin');
    const edited = withEditedPayload(token, (p) => ({ ...p, sub: String(admin.id) }));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/userInfo',
      headers: { authorization: edited, 'accept-language': 'en' },
    });
    expectUnauthenticated(response, 'invalid', 'AUTH_TOKEN_INVALID', 'en');
    expect(response.body).not.toContain('isAdmin');
  });

  it('refuses an expired token whose exp was pushed into the future under the old signature', async () => {
    const token = await expiredToken();
    const edited = withEditedPayload(token, (p) => ({
      ...p,
      exp: Math.floor(Date.now() / 1000) + 3600,
    }));
    const before = await userRow(ctx, VICTIM);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/setLanguage/zh-TW',
      headers: { authorization: edited, 'accept-language': 'en' },
    });
    expectUnauthenticated(response, 'invalid', 'AUTH_TOKEN_INVALID', 'en');
    expect(await userRow(ctx, VICTIM)).toEqual(before);
  });

  it('refuses a token whose jti was swapped for another live session under the old signature', async () => {
    const mine = await login(ctx.app, VICTIM, PASSWORD);
    const theirs = await login(ctx.app, OTHER, PASSWORD);
    const edited = withEditedPayload(mine, (p) => ({
      ...p,
      sub: String(otherId),
      jti: decodeParts(theirs).payload.jti,
    }));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/userInfo',
      headers: { authorization: edited, 'accept-language': 'zh-CN' },
    });
    expectUnauthenticated(response, 'invalid', 'AUTH_TOKEN_INVALID', 'zh-CN');
  });

  it('refuses a correctly signed token whose sub does not match the session owner', async () => {
    // Even with the key (an insider), a session of one user cannot be pointed at another.
    const jti = await liveJti();
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ sub: String(otherId), jti, iat: now, exp: now + 3600 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(ctx.services.keys.jwtKey);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/userInfo',
      headers: { authorization: token, 'accept-language': 'en' },
    });
    expectUnauthenticated(response, 'invalid', 'AUTH_TOKEN_INVALID', 'en');
  });

  it('refuses a token whose session row has expired on the server, though its exp is later (issue 12 part 7)', async () => {
    const token = await login(ctx.app, VICTIM, PASSWORD);
    const { jti } = decodeParts(token).payload as { jti: string };
    await ctx.services.db
      .updateTable('sessions')
      .set({ expires_at: Math.floor(Date.now() / 1000) - 1 })
      .where('jti', '=', jti)
      .execute();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/userInfo',
      headers: { authorization: token, 'accept-language': 'en' },
    });
    expectUnauthenticated(response, 'login_expire', 'AUTH_TOKEN_EXPIRED', 'en');
  });

  it('accepts a fresh genuine token, so the refusals above are about the edits alone', async () => {
    const token = await login(ctx.app, VICTIM, PASSWORD);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/userInfo',
      headers: { authorization: token },
    });
    expect(response.statusCode).toBe(200);
  });
});
