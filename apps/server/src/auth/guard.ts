import { AUTH_STATUS, HEADERS } from '@tessera/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.js';
import type { Db } from '../db/database.js';
import { loadAccess, type AccessContext } from './access.js';
import type { TokenService } from './tokens.js';

/** The token travels in the Authorization header (SPEC §7), raw or as `Bearer <token>`. */
function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || null;
}

const unauthenticated = (
  status: 'login_expire' | 'invalid',
  code: 'AUTH_TOKEN_EXPIRED' | 'AUTH_TOKEN_INVALID' | 'AUTH_REQUIRED',
) => new AppError(401, code, undefined, {}, { [HEADERS.authStatus]: status });

/**
 * Authenticate by default (DESIGN §5): every route needs a valid token unless its own route
 * options mark it public. The decision uses the route the router matched, never the raw URL,
 * so path tricks (SECURITY A4) cannot reach a protected handler. Cookies are never read.
 */
export function registerAuthGuard(app: FastifyInstance, db: Db, tokens: TokenService): void {
  app.decorateRequest('access', null);
  app.addHook('onRequest', async (request, reply) => {
    // Unmatched URLs go to the not-found handler, which serves nothing protected.
    if (request.is404) return;
    if (request.routeOptions.config.public === true) return;

    const token = tokenFrom(request);
    if (!token) throw unauthenticated(AUTH_STATUS.invalid, 'AUTH_REQUIRED');
    const check = await tokens.verify(token);
    if (!check.ok) {
      throw check.reason === 'expired'
        ? unauthenticated(AUTH_STATUS.expired, 'AUTH_TOKEN_EXPIRED')
        : unauthenticated(AUTH_STATUS.invalid, 'AUTH_TOKEN_INVALID');
    }
    const access: AccessContext | null = await loadAccess(
      db,
      check.claims.userId,
      check.claims.jti,
    );
    if (!access) throw unauthenticated(AUTH_STATUS.invalid, 'AUTH_TOKEN_INVALID');
    request.access = access;

    if (!request.routeOptions.config.noRefresh && tokens.shouldRenew(check.claims)) {
      reply.header(HEADERS.refreshToken, await tokens.renew(check.claims));
    }
  });
}

/** The caller of a protected route; the guard guarantees it is set. */
export function accessOf(request: FastifyRequest): AccessContext {
  if (!request.access) throw new AppError(401, 'AUTH_REQUIRED');
  return request.access;
}

/** preHandler: only administrators pass (SECURITY B2). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!accessOf(request).isAdmin) throw new AppError(403, 'FORBIDDEN');
}
