import crypto from 'node:crypto';
import type { Language } from '@tessera/contracts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../helpers.js';
import { base64url, decodeParts, expectUnauthenticated, sessionCount, userRow } from './support.js';

/**
 * SECURITY A1: a token with `alg: none`, another algorithm, or signed with a wrong key is
 * refused with 401 / authentication-status invalid, and the route's side effect never happens.
 */
describe('A1 forged tokens', () => {
  let ctx: TestContext;
  let genuine: string;
  const USER = 'forgery-victim';
  const PASSWORD = 'Victim#Pass2026';

  beforeAll(async () => {
    ctx = await createTestContext();
    await createUser(ctx, USER, PASSWORD);
    genuine = await login(ctx.app, USER, PASSWORD);
  });
  afterAll(async () => {
    await ctx.close();
  });

  /** The genuine token's claims (same sub, same live jti) under a forged header/signature. */
  const claims = () => decodeParts(genuine).payload;

  /** Hand-made compact JWS: header and payload base64url, HMAC by node:crypto or nothing. */
  function handMade(
    header: Record<string, unknown>,
    payload: Record<string, unknown>,
    hmac?: { alg: string; key: Uint8Array },
  ): string {
    const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
    const signature = hmac
      ? crypto.createHmac(hmac.alg, hmac.key).update(input).digest('base64url')
      : '';
    return `${input}.${signature}`;
  }

  async function joseSigned(alg: 'HS256' | 'HS384' | 'HS512', key: Uint8Array): Promise<string> {
    return new SignJWT(claims()).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);
  }

  async function forgeries(): Promise<Array<[string, string]>> {
    const key = ctx.services.keys.jwtKey;
    const wrongKey = new Uint8Array(crypto.randomBytes(64));
    const genuineSignature = decodeParts(genuine).signature;
    const none = handMade({ alg: 'none', typ: 'JWT' }, claims());
    return [
      ['alg none, empty signature', none],
      ['alg None (case variant), empty signature', handMade({ alg: 'None', typ: 'JWT' }, claims())],
      ['alg NONE, empty signature', handMade({ alg: 'NONE', typ: 'JWT' }, claims())],
      ['alg none carrying the genuine signature', `${none.slice(0, -1)}${genuineSignature}`],
      ['alg none without a signature segment', none.slice(0, -1)],
      ['HS512 with the right key (jose)', await joseSigned('HS512', key)],
      ['HS384 with the right key (jose)', await joseSigned('HS384', key)],
      [
        'HS512 with the right key (by hand)',
        handMade({ alg: 'HS512', typ: 'JWT' }, claims(), { alg: 'sha512', key }),
      ],
      [
        'HS384 with the right key (by hand)',
        handMade({ alg: 'HS384', typ: 'JWT' }, claims(), { alg: 'sha384', key }),
      ],
      ['HS256 with a wrong random key (jose)', await joseSigned('HS256', wrongKey)],
      [
        'HS256 with the well-known "secret" (by hand)',
        handMade({ alg: 'HS256', typ: 'JWT' }, claims(), {
          alg: 'sha256',
          key: Buffer.from('secret'),
        }),
      ],
      [
        'HS256 with an empty key (by hand)',
        handMade({ alg: 'HS256', typ: 'JWT' }, claims(), { alg: 'sha256', key: new Uint8Array() }),
      ],
      [
        'HS256 header claiming to be RS256',
        handMade({ alg: 'RS256', typ: 'JWT' }, claims(), { alg: 'sha256', key }),
      ],
      [
        'the genuine token with its signature cut off',
        genuine.slice(0, genuine.lastIndexOf('.') + 1),
      ],
      ['the genuine token with a flipped signature byte', flipLastSignatureChar(genuine)],
      [
        'HS256 signed with an attacker key embedded as a jwk header',
        handMade(
          { alg: 'HS256', typ: 'JWT', jwk: { kty: 'oct', k: base64url(wrongKey) } },
          claims(),
          { alg: 'sha256', key: wrongKey },
        ),
      ],
      [
        'HS256 signed with an attacker key named by jku and kid',
        handMade(
          {
            alg: 'HS256',
            typ: 'JWT',
            jku: 'https://evil.example/jwks.json',
            kid: '../../dev/null',
          },
          claims(),
          { alg: 'sha256', key: wrongKey },
        ),
      ],
      [
        'unencoded payload (b64: false) signed with the right key',
        handMade({ alg: 'HS256', b64: false, crit: ['b64'] }, claims(), { alg: 'sha256', key }),
      ],
      ['not a JWT at all', 'garbage'],
    ];
  }

  function flipLastSignatureChar(token: string): string {
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    return `${token.slice(0, -2)}${last}${token.at(-1) ?? ''}`;
  }

  it('accepts the genuine token, so the refusals below are about the forgery alone', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/userInfo',
      headers: { authorization: genuine },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses every forged token on userInfo with 401 invalid and a localised message', async () => {
    const languages: Language[] = ['en', 'zh-CN', 'zh-TW'];
    for (const [name, token] of await forgeries()) {
      for (const language of languages) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/userInfo',
          headers: { authorization: `Bearer ${token}`, 'accept-language': language },
        });
        expect(response.statusCode, name).toBe(401);
        const envelope = expectUnauthenticated(response, 'invalid', 'AUTH_TOKEN_INVALID', language);
        expect(response.body, name).not.toContain(USER);
        expect(envelope.data, name).toBeNull();
      }
    }
  });

  it('does not change the language when setLanguage is called with a forged token', async () => {
    const before = await userRow(ctx, USER);
    expect(before.language).toBeNull();
    for (const [name, token] of await forgeries()) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/setLanguage/en',
        headers: { authorization: token, 'accept-language': 'zh-CN' },
      });
      expect(response.statusCode, name).toBe(401);
      expectUnauthenticated(response, 'invalid', 'AUTH_TOKEN_INVALID', 'zh-CN');
    }
    expect(await userRow(ctx, USER)).toEqual(before);
  });

  it('does not change personal info when updatePersonInfo is called with a forged token', async () => {
    const before = await userRow(ctx, USER);
    for (const [name, token] of await forgeries()) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/updatePersonInfo',
        headers: { authorization: token, 'accept-language': 'en' },
        payload: { nickName: 'pwned', email: 'attacker@evil.example', phone: '' },
      });
      expect(response.statusCode, name).toBe(401);
      expectUnauthenticated(response, 'invalid', 'AUTH_TOKEN_INVALID', 'en');
    }
    const after = await userRow(ctx, USER);
    expect(after).toEqual(before);
    expect(after.nick_name).toBe(USER);
  });

  it('does not change the password when updatePersonPwd is called with a forged token', async () => {
    const before = await userRow(ctx, USER);
    const sessionsBefore = await sessionCount(ctx);
    for (const [name, token] of await forgeries()) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/updatePersonPwd',
        headers: { authorization: token, 'accept-language': 'zh-TW' },
        payload: {
          oldPassword: PASSWORD,
          newPassword: 'Hijack#2026x',
          confirmPassword: 'Hijack#2026x',
        },
      });
      expect(response.statusCode, name).toBe(401);
      expectUnauthenticated(response, 'invalid', 'AUTH_TOKEN_INVALID', 'zh-TW');
    }
    expect(await userRow(ctx, USER)).toEqual(before);
    expect(await sessionCount(ctx)).toBe(sessionsBefore);
  });

  it('does not log the genuine session out when logout is called with a forged token', async () => {
    for (const [name, token] of await forgeries()) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: token },
      });
      expect(response.statusCode, name).toBe(401);
      expectUnauthenticated(response, 'invalid', 'AUTH_TOKEN_INVALID', 'zh-CN');
    }
    const stillValid = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/userInfo',
      headers: { authorization: genuine },
    });
    expect(stillValid.statusCode).toBe(200);
  });

  it('does not exchange a forged token for a fresh one at login_token', async () => {
    const sessionsBefore = await sessionCount(ctx);
    for (const [name, token] of await forgeries()) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login_token',
        headers: { 'accept-language': 'en' },
        payload: { token },
      });
      expect(response.statusCode, name).toBe(401);
      const envelope = response.json<{ code: string; message: string; data: unknown }>();
      expect(envelope.code, name).toBe('AUTH_TOKEN_INVALID');
      expect(envelope.message).toBe('login info error, please log in again');
      expect(envelope.data).toBeNull();
      expect(response.body).not.toMatch(/eyJ/); // no token of any kind in the reply
    }
    expect(await sessionCount(ctx)).toBe(sessionsBefore);
  });
});
