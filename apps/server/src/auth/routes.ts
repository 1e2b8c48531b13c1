import {
  loginRequestSchema,
  loginTokenRequestSchema,
  isLanguage,
  type TokenReply,
  type UserInfo,
} from '@tessera/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { parseInput } from '../http/parse.js';
import { ok } from '../http/reply.js';
import { findUserById, findUserByUsername, organisationName } from '../user/repository.js';
import { accessOf } from './guard.js';
import { LoginThrottle, ipKey, userKey } from './login-throttle.js';
import { dummyPasswordHash, verifyPassword } from './passwords.js';
import type { TokenService } from './tokens.js';

/** SPEC §7 auth calls. */
export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { db: Db; tokens: TokenService; config: AppConfig },
): void {
  const { db, tokens, config } = deps;
  const throttle = new LoginThrottle(db, config.loginMaxFailures, config.loginLockMinutes * 60_000);
  const locked = () =>
    new AppError(429, 'AUTH_LOCKED', undefined, { minutes: config.loginLockMinutes });

  app.post('/api/auth/login', { config: { public: true } }, async (request) => {
    const { username, password } = parseInput(loginRequestSchema, request.body);
    const keys = [userKey(username), ipKey(request.ip)];
    // The attempt is counted before the password is checked, atomically with the lock check,
    // so concurrent guesses cannot outrun the limit (A5).
    if (!(await throttle.begin(keys))) throw locked();

    const user = await findUserByUsername(db, username);
    // Unknown users are checked against a dummy hash: same message, similar time (A5).
    const valid = await verifyPassword(
      user?.password_hash ?? (await dummyPasswordHash()),
      password,
    );
    if (!user || !valid) throw new AppError(401, 'AUTH_INVALID_CREDENTIALS');
    // The right password: the attempt begin() counted was no failure.
    await throttle.forgive(keys);
    if (!user.enabled) throw new AppError(403, 'AUTH_USER_DISABLED');
    await throttle.reset(userKey(username));
    return ok<TokenReply>({ token: await tokens.issue(user.id) });
  });

  app.post('/api/auth/login_token', { config: { public: true } }, async (request) => {
    const { token } = parseInput(loginTokenRequestSchema, request.body);
    const check = await tokens.verify(token);
    if (!check.ok)
      throw new AppError(
        401,
        check.reason === 'expired' ? 'AUTH_TOKEN_EXPIRED' : 'AUTH_TOKEN_INVALID',
      );
    // An exchange rotates the session: the token handed in stops working (A6).
    const fresh = await tokens.issue(check.claims.userId);
    await tokens.revoke(check.claims.jti);
    return ok<TokenReply>({ token: fresh });
  });

  app.post('/api/auth/userInfo', async (request) => {
    const access = accessOf(request);
    const user = await findUserById(db, access.userId);
    if (!user) throw new AppError(401, 'AUTH_TOKEN_INVALID');
    return ok<UserInfo>({
      userId: user.id,
      username: user.username,
      nickName: user.nick_name,
      email: user.email,
      phone: user.phone,
      language: isLanguage(user.language) ? user.language : null,
      orgId: user.org_id,
      orgName: await organisationName(db, user.org_id),
      roles: access.roles,
      permissions: access.permissions,
      isAdmin: access.isAdmin,
    });
  });

  app.post('/api/auth/logout', { config: { noRefresh: true } }, async (request) => {
    await tokens.revoke(accessOf(request).jti);
    return ok(null);
  });
}
