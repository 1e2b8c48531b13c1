import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError, badRequest, forbidden } from '../http/app-error.js';
import type { Principal, UserAccess } from './access.js';
import type { LoadableType, LoadedResource, ResourceAccess } from './resources.js';
import type { IdLocation, RouteAccess } from './route-access.js';

/** Ids are opaque short strings everywhere (hex ids, numeric ids as text). */
const MAX_ID_LENGTH = 64;

/**
 * A route must say who may call it (issue 6 part 2): registering one without `config.access`
 * throws, so a forgotten declaration stops the server from starting instead of opening a door.
 */
export function assertDeclared(route: RouteOptions): RouteAccess {
  const declared = route.config?.access;
  if (!declared) {
    const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
    throw new Error(`route ${methods} ${route.url} declares no access (config.access)`);
  }
  return declared;
}

function idFrom(request: FastifyRequest, location: IdLocation): string {
  const source = 'params' in location ? request.params : request.body;
  const key = 'params' in location ? location.params : location.body;
  const value =
    typeof source === 'object' && source !== null
      ? (source as Record<string, unknown>)[key]
      : undefined;
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_ID_LENGTH)
    throw badRequest();
  return value;
}

/** Whether a principal holds a menu/operation permission; administrators hold them all. */
const holds = (principal: UserAccess, permission: string) =>
  principal.isAdmin || principal.permissions.includes(permission);

/**
 * For a handler of a route declared with `needsAnyPermission`: whether the caller holds this
 * one of its permissions. A share-link visitor holds none.
 */
export const holdsPermission = (principal: Principal, permission: string): boolean =>
  principal.kind === 'user' && holds(principal, permission);

const holdsDeclared = (principal: UserAccess, declared: RouteAccess & { permission: string }) =>
  holds(principal, declared.permission) ||
  (declared.kind === 'permission' &&
    (declared.orPermissions ?? []).some((p) => holds(principal, p)));

/**
 * The one place authorisation happens: after the body is parsed, before any handler. The
 * authentication hook (auth/guard.ts) has already set `request.principal` on every non-public
 * route; this checks the route's declaration against it and loads the route's object.
 */
export function registerAuthorisation(app: FastifyInstance, resources: ResourceAccess): void {
  app.decorateRequest('resource', null);
  app.addHook('preHandler', async (request) => {
    if (request.is404) return;
    const declared = request.routeOptions.config.access;
    // Unreachable (registration refuses undeclared routes), but never fail open.
    if (!declared) throw new AppError(500, 'INTERNAL_ERROR');
    if (declared.kind === 'public') return;
    const principal = principalOf(request);
    if (principal.kind === 'link' && !declared.link) throw forbidden();
    if (declared.kind === 'signedIn') return;
    // A generated or reset password opens one's own account only, until it is changed.
    if (principal.kind === 'user' && principal.mustChangePassword)
      throw new AppError(403, 'PASSWORD_CHANGE_REQUIRED');
    // An object route first finds its object: another organisation's id, an unknown one or one
    // not granted at all is 404 whatever else the caller lacks (SECURITY B1).
    if (declared.kind === 'object') {
      request.resource = await resources.authorise(
        principal,
        declared.resource,
        idFrom(request, declared.id),
        declared.level,
      );
    }
    if (principal.kind === 'user' && !holdsDeclared(principal, declared)) throw forbidden();
  });
}

/** The caller of a non-public route; the authentication hook guarantees one. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError(401, 'AUTH_REQUIRED');
  return request.principal;
}

/** The signed-in user calling a route that admits users only (every route but link ones). */
export function accessOf(request: FastifyRequest): UserAccess {
  const principal = principalOf(request);
  if (principal.kind !== 'user') throw forbidden();
  return principal;
}

/** The object an object route acts on, loaded and checked by the preHandler. */
export function resourceOf<T extends LoadableType>(
  request: FastifyRequest,
  type: T,
): LoadedResource<T> {
  const loaded = request.resource;
  if (!loaded || loaded.type !== type) throw new AppError(500, 'INTERNAL_ERROR');
  return loaded as LoadedResource<T>;
}
