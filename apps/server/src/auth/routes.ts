import {
  loginRequestSchema,
  loginTokenRequestSchema,
  isLanguage,
  type TokenReply,
  type UserInfo,
} from '@tessera/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { parseInput } from '../http/parse.js';
import { ok } from '../http/reply.js';
import { findUserById, findUserByUsername, organisationName } from '../user/repository.js';
import { accessOf } from './authorize.js';
import { access, PUBLIC, SIGNED_IN } from './route-access.js';
import { ipKey, userKey, type SecretThrottle } from './secret-throttle.js';
import { dummyPasswordHash, verifyPassword } from './passwords.js';
import type { TokenService } from './tokens.js';

/** SPEC §7 auth calls. */
export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { db: Db; tokens: TokenService; throttle: SecretThrottle },
): void {
  const { db, tokens, throttle } = deps;

  app.post('/api/auth/login', access(PUBLIC), async (request) => {
    const { username, password } = parseInput(loginRequestSchema, request.body);
    const user = await findUserByUsername(db, username);
    // Unknown users are checked against a dummy hash: same message, similar time (A5).
    const hash = user?.password_hash ?? (await dummyPasswordHash());
    const valid = await throttle.check([userKey(username), ipKey(request.ip)], () =>
      verifyPassword(hash, password),
    );
    if (!user || !valid) throw new AppError(401, 'AUTH_INVALID_CREDENTIALS');
    if (!user.enabled) throw new AppError(403, 'AUTH_USER_DISABLED');
    await throttle.reset(userKey(username));
    return ok<TokenReply>({ token: await tokens.issue(user.id) });
  });

  app.post('/api/auth/login_token', access(PUBLIC), async (request) => {
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

  app.post('/api/auth/userInfo', access(SIGNED_IN), async (request) => {
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
      mustChangePassword: access.mustChangePassword,
    });
  });

  app.post(
    '/api/auth/logout',
    { config: { access: SIGNED_IN, noRefresh: true } },
    async (request) => {
      await tokens.revoke(accessOf(request).jti);
      return ok(null);
    },
  );
}
