import {
  passwordUpdateSchema,
  personInfoUpdateSchema,
  setLanguageParamsSchema,
  type PersonInfo,
  type TokenReply,
} from '@tessera/contracts';
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { accessOf } from '../auth/authorize.js';
import { access, SIGNED_IN } from '../auth/route-access.js';
import { ipKey, userKey, type SecretThrottle } from '../auth/secret-throttle.js';
import type { TokenService } from '../auth/tokens.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { parseInput } from '../http/parse.js';
import { ok } from '../http/reply.js';
import { findUserById, organisationName, rolesOf } from './repository.js';

/** The signed-in user's own settings: language, personal info, password. */
export function registerUserRoutes(
  app: FastifyInstance,
  deps: { db: Db; tokens: TokenService; throttle: SecretThrottle },
): void {
  const { db, tokens, throttle } = deps;
  const signedIn = access(SIGNED_IN);

  async function personInfo(userId: number): Promise<PersonInfo> {
    const user = await findUserById(db, userId);
    if (!user) throw new AppError(404, 'NOT_FOUND');
    return {
      userId: user.id,
      username: user.username,
      nickName: user.nick_name,
      email: user.email,
      phone: user.phone,
      orgName: await organisationName(db, user.org_id),
      roles: await rolesOf(db, user.id),
      createTime: user.create_time,
    };
  }

  app.post('/api/user/setLanguage/:lang', signedIn, async (request) => {
    const { lang } = parseInput(setLanguageParamsSchema, request.params);
    await db
      .updateTable('users')
      .set({ language: lang, update_time: Date.now() })
      .where('id', '=', accessOf(request).userId)
      .execute();
    return ok(null);
  });

  app.post('/api/user/personInfo', signedIn, async (request) =>
    ok(await personInfo(accessOf(request).userId)),
  );

  app.post('/api/user/updatePersonInfo', signedIn, async (request) => {
    const input = parseInput(personInfoUpdateSchema, request.body);
    const userId = accessOf(request).userId;
    await db
      .updateTable('users')
      .set({
        nick_name: input.nickName,
        email: input.email || null,
        phone: input.phone || null,
        update_time: Date.now(),
      })
      .where('id', '=', userId)
      .execute();
    return ok(await personInfo(userId));
  });

  app.post('/api/user/updatePersonPwd', signedIn, async (request) => {
    const input = parseInput(passwordUpdateSchema, request.body);
    const userId = accessOf(request).userId;
    const user = await findUserById(db, userId);
    if (!user) throw new AppError(404, 'NOT_FOUND');
    // The old password is a secret like any other: the sign-in throttle counts and locks it
    // (SECURITY A9), so a stolen session cannot guess it, nor try while sign-in is locked.
    const valid = await throttle.check([userKey(user.username), ipKey(request.ip)], () =>
      verifyPassword(user.password_hash, input.oldPassword),
    );
    if (!valid) throw new AppError(400, 'PASSWORD_OLD_WRONG');
    if (input.oldPassword === input.newPassword) throw new AppError(400, 'PASSWORD_SAME_AS_OLD');
    const passwordHash = await hashPassword(input.newPassword);
    await db
      .updateTable('users')
      .set({ password_hash: passwordHash, must_change_password: 0, update_time: Date.now() })
      .where('id', '=', userId)
      .execute();
    // Every earlier session ends (A6); this browser continues with a fresh token.
    await tokens.revokeAllForUser(userId);
    return ok<TokenReply>({ token: await tokens.issue(userId) });
  });
}
