import { SESSION, type Language } from '@tessera/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TokenService } from '../../src/auth/tokens.js';
import { createTestContext, createUser, login, type TestContext } from '../helpers.js';
import { expectLocalisedError, expectUnauthenticated, userRow } from './support.js';

/**
 * SECURITY A6: logout, a disabled user, a password change and a role change reject the old
 * credential at once (401 invalid), and a rejected credential changes nothing.
 */
describe('A6 revocation', () => {
  let ctx: TestContext;
  let userId: number;
  /** Each test's own user: `a6-user-<n>`. */
  let USER = '';
  let users = 0;
  const PASSWORD = 'First#Pass2026';
  const NEW_PASSWORD = 'Second#Pass2026';

  // One app for the file; each test revokes the credentials of a user of its own, and the
  // failed sign-ins one test makes are forgotten before the next, as in a fresh app.
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(async () => {
    await ctx.services.db.deleteFrom('login_failures').execute();
    USER = `a6-user-${++users}`;
    userId = await createUser(ctx, USER, PASSWORD);
  });

  const post = (url: string, token: string, language: Language = 'en', payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { authorization: token, 'accept-language': language },
      ...(payload ? { payload } : {}),
    });

  /** userInfo answers 401 invalid in English and Chinese, and the token cannot be exchanged. */
  async function expectRejected(token: string): Promise<void> {
    expectUnauthenticated(
      await post('/api/auth/userInfo', token, 'en'),
      'invalid',
      'AUTH_TOKEN_INVALID',
      'en',
    );
    expectUnauthenticated(
      await post('/api/auth/userInfo', token, 'zh-CN'),
      'invalid',
      'AUTH_TOKEN_INVALID',
      'zh-CN',
    );
    const exchange = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login_token',
      headers: { 'accept-language': 'zh-TW' },
      payload: { token },
    });
    expectLocalisedError(exchange, 401, 'AUTH_TOKEN_INVALID', 'zh-TW');
  }

  /** A revoked token cannot write either. */
  async function expectNoWrite(token: string): Promise<void> {
    const before = await userRow(ctx, USER);
    expectUnauthenticated(
      await post('/api/user/setLanguage/en', token),
      'invalid',
      'AUTH_TOKEN_INVALID',
      'en',
    );
    expectUnauthenticated(
      await post('/api/user/updatePersonInfo', token, 'zh-CN', { nickName: 'after-revocation' }),
      'invalid',
      'AUTH_TOKEN_INVALID',
      'zh-CN',
    );
    expect(await userRow(ctx, USER)).toEqual(before);
  }

  describe('logout', () => {
    it('rejects the token at once after logout', async () => {
      const token = await login(ctx.app, USER, PASSWORD);
      expect((await post('/api/auth/userInfo', token)).statusCode).toBe(200);
      const logout = await post('/api/auth/logout', token);
      expect(logout.statusCode).toBe(200);
      expect(logout.headers['refreshauthorization']).toBeUndefined();
      await expectRejected(token);
      await expectNoWrite(token);
    });

    it('answers a second logout with the same token with 401 invalid', async () => {
      const token = await login(ctx.app, USER, PASSWORD);
      expect((await post('/api/auth/logout', token)).statusCode).toBe(200);
      expectUnauthenticated(
        await post('/api/auth/logout', token, 'zh-TW'),
        'invalid',
        'AUTH_TOKEN_INVALID',
        'zh-TW',
      );
    });

    it('leaves other sessions of the same user working after one logs out', async () => {
      const laptop = await login(ctx.app, USER, PASSWORD);
      const phone = await login(ctx.app, USER, PASSWORD);
      expect((await post('/api/auth/logout', laptop)).statusCode).toBe(200);
      await expectRejected(laptop);
      expect((await post('/api/auth/userInfo', phone)).statusCode).toBe(200);
    });

    it('rejects the earlier token of a renewed session after logout with the renewed token', async () => {
      // A token in the second half of its life is answered with a renewed one (RefreshAuthorization).
      const tokens = new TokenService(ctx.services.db, ctx.services.keys.jwtKey);
      const old = await tokens.issue(
        userId,
        Date.now() - (SESSION.lifetimeSeconds / 2 + 60) * 1000,
      );
      const first = await post('/api/auth/userInfo', old);
      expect(first.statusCode).toBe(200);
      const renewed = first.headers['refreshauthorization'];
      expect(typeof renewed).toBe('string');
      expect((await post('/api/auth/logout', String(renewed))).statusCode).toBe(200);
      await expectRejected(String(renewed));
      // The user signed out: the token the renewal replaced must not keep the session alive.
      await expectRejected(old);
    });
  });

  describe('renewal', () => {
    it('renews within the same session, so revoking it ends old and renewed tokens together', async () => {
      const tokens = new TokenService(ctx.services.db, ctx.services.keys.jwtKey);
      const old = await tokens.issue(
        userId,
        Date.now() - (SESSION.lifetimeSeconds / 2 + 60) * 1000,
      );
      const rows = () =>
        ctx.services.db
          .selectFrom('sessions')
          .select('jti')
          .where('user_id', '=', userId)
          .execute();
      const renewedTokens: string[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await post('/api/auth/userInfo', old);
        expect(response.statusCode).toBe(200);
        renewedTokens.push(String(response.headers['refreshauthorization']));
      }
      // Five renewals, one session.
      expect(await rows()).toHaveLength(1);
      await tokens.revokeAllForUser(userId);
      await expectRejected(old);
      for (const renewed of renewedTokens) await expectRejected(renewed);
    });
  });

  describe('disabled user', () => {
    it('rejects every token of a user at once when the user is disabled', async () => {
      const first = await login(ctx.app, USER, PASSWORD);
      const second = await login(ctx.app, USER, PASSWORD);
      await ctx.services.db
        .updateTable('users')
        .set({ enabled: 0 })
        .where('id', '=', userId)
        .execute();
      await expectRejected(first);
      await expectRejected(second);
      await expectNoWrite(first);
    });

    it('refuses to sign a disabled user in, with 403 AUTH_USER_DISABLED and no token', async () => {
      await ctx.services.db
        .updateTable('users')
        .set({ enabled: 0 })
        .where('id', '=', userId)
        .execute();
      for (const language of ['en', 'zh-CN'] as const) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'accept-language': language },
          payload: { username: USER, password: PASSWORD },
        });
        expectLocalisedError(response, 403, 'AUTH_USER_DISABLED', language);
      }
      const sessions = await ctx.services.db
        .selectFrom('sessions')
        .select('jti')
        .where('user_id', '=', userId)
        .execute();
      expect(sessions).toHaveLength(0);
    });
  });

  describe('password change', () => {
    it('rejects the old tokens of every session and hands back a working new token', async () => {
      const laptop = await login(ctx.app, USER, PASSWORD);
      const phone = await login(ctx.app, USER, PASSWORD);
      const change = await post('/api/user/updatePersonPwd', laptop, 'en', {
        oldPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(change.statusCode).toBe(200);
      const fresh = change.json<{ data: { token: string } }>().data.token;
      expect(fresh).not.toBe(laptop);

      await expectRejected(phone);
      await expectNoWrite(phone);
      // The token that made the change is an old token too.
      await expectRejected(laptop);

      const info = await post('/api/auth/userInfo', fresh);
      expect(info.statusCode).toBe(200);
      expect(info.json<{ data: { username: string } }>().data.username).toBe(USER);
    });

    it('signs in with the new password only', async () => {
      const token = await login(ctx.app, USER, PASSWORD);
      await post('/api/user/updatePersonPwd', token, 'en', {
        oldPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      const oldLogin = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'accept-language': 'zh-CN' },
        payload: { username: USER, password: PASSWORD },
      });
      expectLocalisedError(oldLogin, 401, 'AUTH_INVALID_CREDENTIALS', 'zh-CN');
      expect(await login(ctx.app, USER, NEW_PASSWORD)).toMatch(/^eyJ/);
    });

    it('keeps every session when the current password is wrong', async () => {
      const laptop = await login(ctx.app, USER, PASSWORD);
      const phone = await login(ctx.app, USER, PASSWORD);
      const before = await userRow(ctx, USER);
      const change = await post('/api/user/updatePersonPwd', laptop, 'zh-CN', {
        oldPassword: 'Not#ThePass1',
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expectLocalisedError(change, 400, 'PASSWORD_OLD_WRONG', 'zh-CN');
      expect(await userRow(ctx, USER)).toEqual(before);
      expect((await post('/api/auth/userInfo', phone)).statusCode).toBe(200);
      expect((await post('/api/auth/userInfo', laptop)).statusCode).toBe(200);
    });
  });

  describe('role change', () => {
    it('rejects every token of the user at once after revokeAllForUser', async () => {
      const first = await login(ctx.app, USER, PASSWORD);
      const second = await login(ctx.app, USER, PASSWORD);
      const otherId = await createUser(ctx, `${USER}-bystander`, PASSWORD);
      const bystander = await login(ctx.app, `${USER}-bystander`, PASSWORD);

      // The role-change path: new role rows, then every session of the user ends.
      const adminRole = await ctx.services.db
        .selectFrom('roles')
        .select('id')
        .where('code', '=', 'admin')
        .executeTakeFirstOrThrow();
      await ctx.services.db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
      await ctx.services.db
        .insertInto('user_roles')
        .values({ user_id: userId, role_id: adminRole.id })
        .execute();
      await new TokenService(ctx.services.db, ctx.services.keys.jwtKey).revokeAllForUser(userId);

      await expectRejected(first);
      await expectRejected(second);
      await expectNoWrite(first);
      // Only that user's sessions ended.
      expect(otherId).not.toBe(userId);
      expect((await post('/api/auth/userInfo', bystander)).statusCode).toBe(200);
      // A fresh sign-in carries the new role.
      const fresh = await login(ctx.app, USER, PASSWORD);
      const info = await post('/api/auth/userInfo', fresh);
      expect(info.json<{ data: { roles: string[]; isAdmin: boolean } }>().data).toMatchObject({
        roles: ['admin'],
        isAdmin: true,
      });
    });

    it('applies a removed role to a live token at once, without waiting for a new sign-in', async () => {
      const token = await login(ctx.app, USER, PASSWORD);
      const before = (await post('/api/auth/userInfo', token)).json<{ data: { roles: string[] } }>()
        .data;
      expect(before.roles).toEqual(['org_member']);
      await ctx.services.db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
      const after = (await post('/api/auth/userInfo', token)).json<{
        data: { roles: string[]; permissions: string[] };
      }>().data;
      expect(after.roles).toEqual([]);
      expect(after.permissions).toEqual([]);
    });
  });
});
