import { AUTH_STATUS, HEADERS } from '@tessera/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.js';
import type { Db } from '../db/database.js';
import { MetadataMemo } from '../db/metadata-memo.js';
import { loadAccess, type LinkAccess, type UserAccess } from './access.js';
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

/** The tables loadAccess reads. */
const ACCESS_TABLES = ['users', 'organisations', 'user_roles', 'roles', 'menus', 'role_menus'];

/**
 * Authenticate by default (DESIGN §5): every route needs a valid token unless its declaration
 * says public. The decision uses the route the router matched, never the raw URL, so path tricks
 * (SECURITY A4) cannot reach a protected handler. It runs on the request line and headers,
 * before any body is read: an anonymous body to a protected route is never parsed. Cookies are
 * never read. What the caller may do is decided later, in one place (auth/authorize.ts).
 */
/** A share-link token's visitor, or null when the token opens nothing (link/service.ts). */
export type LinkVisitors = (token: string) => Promise<LinkAccess | null>;

export function registerAuthentication(
  app: FastifyInstance,
  db: Db,
  tokens: TokenService,
  linkVisitors?: LinkVisitors,
): void {
  app.decorateRequest('principal', null);
  // Who a user is and what their roles allow, read again only after one of these tables is
  // written (a role change, a disabled account, a moved user): the next request sees it.
  const accesses = new MetadataMemo<UserAccess | null>(db, { tables: ACCESS_TABLES });
  app.addHook('onRequest', async (request, reply) => {
    // Unmatched URLs go to the not-found handler, which serves nothing protected.
    if (request.is404) return;
    if (request.routeOptions.config.access?.kind === 'public') return;

    const token = tokenFrom(request);
    if (!token) {
      // No session: a share-link visitor, on the routes that let one in (issue 23, B5).
      const declared = request.routeOptions.config.access;
      const linkToken = request.headers[HEADERS.linkToken.toLowerCase()];
      const letsVisitorsIn = declared !== undefined && 'link' in declared && declared.link === true;
      if (linkVisitors && typeof linkToken === 'string' && letsVisitorsIn) {
        const visitor = await linkVisitors(linkToken);
        if (!visitor) throw unauthenticated(AUTH_STATUS.invalid, 'AUTH_TOKEN_INVALID');
        request.principal = visitor;
        return;
      }
      throw unauthenticated(AUTH_STATUS.invalid, 'AUTH_REQUIRED');
    }
    const check = await tokens.verify(token);
    if (!check.ok) {
      throw check.reason === 'expired'
        ? unauthenticated(AUTH_STATUS.expired, 'AUTH_TOKEN_EXPIRED')
        : unauthenticated(AUTH_STATUS.invalid, 'AUTH_TOKEN_INVALID');
    }
    const { userId, jti } = check.claims;
    const access = await accesses.get(String(userId), () => loadAccess(db, userId, ''));
    if (!access) throw unauthenticated(AUTH_STATUS.invalid, 'AUTH_TOKEN_INVALID');
    request.principal = { ...access, jti };

    if (!request.routeOptions.config.noRefresh && tokens.shouldRenew(check.claims)) {
      reply.header(HEADERS.refreshToken, await tokens.renew(check.claims));
    }
  });
}
