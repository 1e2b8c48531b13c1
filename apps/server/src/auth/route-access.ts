import type { GrantLevelName, Permission } from '@tessera/contracts';
import type { LoadableType } from './resources.js';

/** Where an object route finds the id of the object it acts on. */
export type IdLocation = { params: string } | { body: string };

/**
 * What a route needs from its caller (issue 6 part 2). Every route declares one in
 * `config.access`; a route without one refuses to register, and one preHandler enforces them
 * all (auth/authorize.ts):
 * - `public`: no credential (the short allow-list of DESIGN §5);
 * - `signedIn`: any signed-in user acting on their own account (profile, language, menus);
 * - `permission`: a menu or operation permission of SPEC §6 (administrators hold all), or any
 *   of a few when the handler serves each holder its own part (`needsAnyPermission`);
 * - `object`: a permission, plus a grant level on the one resource the route acts on, found by
 *   id inside the caller's organisation (view < use < export < manage).
 * `link` lets a share-link visitor through as well; routes refuse them unless they say so.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signedIn'; link?: boolean }
  | {
      kind: 'permission';
      permission: Permission;
      /** Any of these lets the caller in as well; the handler then tells which one they hold. */
      orPermissions?: readonly Permission[];
      link?: boolean;
    }
  | {
      kind: 'object';
      permission: Permission;
      resource: LoadableType;
      id: IdLocation;
      level: GrantLevelName;
      link?: boolean;
    };

export const PUBLIC: RouteAccess = { kind: 'public' };
export const SIGNED_IN: RouteAccess = { kind: 'signedIn' };

export const needsPermission = (permission: Permission): RouteAccess => ({
  kind: 'permission',
  permission,
});

/**
 * A route two pages share, each for its own part: the handler narrows what a caller reaches by
 * which permission they hold (`holdsPermission`).
 */
export const needsAnyPermission = (
  permission: Permission,
  ...orPermissions: Permission[]
): RouteAccess => ({ kind: 'permission', permission, orPermissions });

/** An object route: `level` on the `resource` whose id is at `id`, plus the permission. */
export const onObject = (
  resource: LoadableType,
  level: GrantLevelName,
  id: IdLocation,
  permission: Permission,
): RouteAccess => ({ kind: 'object', permission, resource, id, level });

/**
 * The same declaration, letting a share-link visitor through as well (issue 23): the visitor's
 * token is checked by the authentication hook, what it reaches by ResourceAccess (its own
 * dashboard) and by the handler (that dashboard's charts, widgets' fields and pictures). A
 * `signedIn` route admitting visitors serves what is the same for every caller (map data).
 */
export function withLinkVisitors(declaration: RouteAccess): RouteAccess {
  if (declaration.kind === 'public')
    throw new Error('a public route needs no share-link visitors admitted');
  return { ...declaration, link: true };
}

/** The route options that carry a declaration: `app.post(url, access(x), handler)`. */
export const access = (declaration: RouteAccess) => ({ config: { access: declaration } });

/**
 * A route that reads data from a data source: each caller has a bounded number of them in
 * progress (http/caller-shares.ts, SECURITY E3).
 */
export const dataCall = (declaration: RouteAccess) => ({
  config: { access: declaration, dataCall: true },
});
