// Issue 21 "Tests" / SECURITY B1, B2: the authorisation matrix. Generated from the route
// declarations (app.routeTable), so a new route joins it by itself: every route × every kind of
// caller × an object of the caller's own organisation and of another one → the expected answer,
// asserted for all of them. A test hook placed after the one authorisation hook answers 299 and
// stops there, so the matrix sees exactly what authorisation decided and no handler runs.
import { GRANT_LEVELS, PERMISSIONS, type GrantLevelName } from '@tessera/contracts';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type RouteEntry, type TesseraApp } from '../../src/app.js';
import { grant } from '../../src/auth/grants.js';
import type { RouteAccess } from '../../src/auth/route-access.js';
import { createTestContext, createUser, login, type TestContext } from '../helpers.js';
import { createUserInNewOrg } from '../datasource/support.js';

const AUTHORISED = 299;
const OBJECT_TYPES = ['datasource', 'dataset', 'chart', 'panel'] as const;
type ObjectType = (typeof OBJECT_TYPES)[number];
const TABLES: Record<ObjectType, 'datasources' | 'datasets' | 'charts' | 'panels'> = {
  datasource: 'datasources',
  dataset: 'datasets',
  chart: 'charts',
  panel: 'panels',
};

const READS = [
  PERMISSIONS.panelRead,
  PERMISSIONS.datasourceRead,
  PERMISSIONS.datasetRead,
  PERMISSIONS.chartRead,
];
const MANAGES = [
  PERMISSIONS.panelManage,
  PERMISSIONS.datasourceManage,
  PERMISSIONS.datasetManage,
  PERMISSIONS.chartManage,
];
const SYSTEM = [
  PERMISSIONS.systemUser,
  PERMISSIONS.systemRole,
  PERMISSIONS.systemDept,
  PERMISSIONS.systemParameter,
];

/**
 * The callers of the issue, each with what the built-in roles give them (SPEC §6) and the level
 * the fixture grants them on their own organisation's objects. These are the expectations, written
 * out, not read back from the code under test.
 */
interface Caller {
  name: string;
  tenant: 'A' | 'B' | null;
  /** Menu/operation permissions; 'all' for the system administrator. */
  holds: readonly string[] | 'all';
  /** The level on each object of their own tenant (0: none). */
  level: number;
  token?: string;
}

const CALLERS: Caller[] = [
  { name: 'anonymous', tenant: null, holds: [], level: 0 },
  { name: 'member without grant', tenant: 'A', holds: READS, level: 0 },
  { name: 'member with view', tenant: 'A', holds: READS, level: GRANT_LEVELS.view },
  { name: 'member with use', tenant: 'A', holds: READS, level: GRANT_LEVELS.use },
  // Organisation administrators manage every object of their organisation (the capabilities).
  {
    name: 'org admin',
    tenant: 'A',
    holds: [...READS, ...MANAGES, ...SYSTEM],
    level: GRANT_LEVELS.manage,
  },
  {
    name: "other org's admin",
    tenant: 'B',
    holds: [...READS, ...MANAGES, ...SYSTEM],
    level: GRANT_LEVELS.manage,
  },
  { name: 'system admin', tenant: 'A', holds: 'all', level: GRANT_LEVELS.manage },
];

const holds = (caller: Caller, permission: string) =>
  caller.holds === 'all' || caller.holds.includes(permission);

/** What authorisation must answer: AUTHORISED, 401, 403 or 404. */
function expected(access: RouteAccess, caller: Caller, objectTenant: 'A' | 'B'): number {
  if (access.kind === 'public') return AUTHORISED;
  if (caller.tenant === null) return 401;
  if (access.kind === 'signedIn') return AUTHORISED;
  if (access.kind === 'permission')
    return [access.permission, ...(access.orPermissions ?? [])].some((p) => holds(caller, p))
      ? AUTHORISED
      : 403;
  // Another organisation's object does not exist for the caller (B1), whoever they are.
  if (caller.tenant !== objectTenant) return 404;
  if (caller.level === 0) return 404;
  if (caller.level < GRANT_LEVELS[access.level as GrantLevelName]) return 403;
  return holds(caller, access.permission) ? AUTHORISED : 403;
}

/** A plausible value for each non-object path parameter (the route walk's choice). */
function fillParams(url: string, objectParam: string | null, objectId: string): string {
  return url.replace(/:(\w+)/g, (_whole, name: string) => {
    if (name === objectParam) return encodeURIComponent(objectId);
    if (name === 'lang') return 'en';
    if (name === 'paramValue') return 'abcdefgh1234';
    if (/id$/i.test(name)) return '1';
    return 'x';
  });
}

describe('the authorisation matrix (issue 21, SECURITY B1/B2)', () => {
  let ctx: TestContext;
  let app: TesseraApp;
  const ids: Record<'A' | 'B', Partial<Record<ObjectType, string>>> = { A: {}, B: {} };

  beforeAll(async () => {
    ctx = await createTestContext();
    const db = ctx.services.db;
    // The app under test: the real one, plus a stop right after authorisation.
    app = await buildApp(ctx.config, ctx.services, { logger: false });
    app.addHook('preHandler', async (_request, reply) => reply.code(AUTHORISED).send());
    await app.ready();

    const tenantB = await createUserInNewOrg(ctx, 'matrix_ob', 'OrgAdmin#B2026', 'org_admin');
    // One object of each type in tenant A (the demo's), and a copy of it in tenant B.
    for (const type of OBJECT_TYPES) {
      const table = TABLES[type];
      const row = (await db
        .selectFrom(table)
        .selectAll()
        .where('org_id', '=', 1)
        .orderBy('id')
        .executeTakeFirstOrThrow()) as Record<string, unknown> & { id: string };
      ids.A[type] = row.id;
      ids.B[type] = `${row.id}b`.slice(-64);
      await db
        .insertInto(table)
        .values({ ...row, id: ids.B[type], org_id: tenantB.orgId } as never)
        .execute();
      // Levels come from the fixture only: the organisation-wide grants the demo made go.
      await db
        .deleteFrom('resource_grants')
        .where('resource_type', '=', type)
        .where('resource_id', '=', row.id)
        .execute();
    }

    const members = {
      'member without grant': await createUser(ctx, 'matrix_m0', 'Member#M02026', 'org_member'),
      'member with view': await createUser(ctx, 'matrix_mv', 'Member#MV2026', 'org_member'),
      'member with use': await createUser(ctx, 'matrix_mu', 'Member#MU2026', 'org_member'),
    };
    for (const type of OBJECT_TYPES) {
      await grant(db, type, ids.A[type]!, 'user', members['member with view'], GRANT_LEVELS.view);
      await grant(db, type, ids.A[type]!, 'user', members['member with use'], GRANT_LEVELS.use);
    }
    await createUser(ctx, 'matrix_oa', 'OrgAdmin#A2026', 'org_admin');

    const credentials: Record<string, [string, string]> = {
      'member without grant': ['matrix_m0', 'Member#M02026'],
      'member with view': ['matrix_mv', 'Member#MV2026'],
      'member with use': ['matrix_mu', 'Member#MU2026'],
      'org admin': ['matrix_oa', 'OrgAdmin#A2026'],
      "other org's admin": ['matrix_ob', 'OrgAdmin#B2026'],
    };
    for (const caller of CALLERS) {
      if (caller.name === 'system admin') caller.token = await login(ctx.app);
      else if (credentials[caller.name])
        caller.token = await login(ctx.app, ...credentials[caller.name]!);
    }
  });
  afterAll(async () => {
    await app?.close();
    await ctx?.close();
  });

  async function call(route: RouteEntry, caller: Caller, objectTenant: 'A' | 'B') {
    const declared = route.access;
    const objectType = declared.kind === 'object' ? (declared.resource as ObjectType) : null;
    const objectId = objectType ? ids[objectTenant][objectType]! : '';
    const idAt = declared.kind === 'object' ? declared.id : null;
    const url = fillParams(route.url, idAt && 'params' in idAt ? idAt.params : null, objectId);
    const body: Record<string, string> = {};
    if (idAt && 'body' in idAt) body[idAt.body] = objectId;
    const hasBody = !['GET', 'HEAD', 'DELETE'].includes(route.method);
    return app.inject({
      method: route.method as HTTPMethods,
      url,
      headers: caller.token ? { authorization: caller.token } : {},
      ...(hasBody ? { payload: body } : {}),
    });
  }

  it('answers every route, for every caller and both organisations, as the declaration says', async () => {
    const routes = app.routeTable.filter(
      // The web app's files are public and have no declaration worth a matrix row each.
      (route) => route.method !== 'HEAD' && route.url.startsWith('/') && !route.public,
    );
    const mismatches: string[] = [];
    let cells = 0;
    for (const route of routes) {
      const tenants: ('A' | 'B')[] = route.access.kind === 'object' ? ['A', 'B'] : ['A'];
      for (const caller of CALLERS) {
        for (const objectTenant of tenants) {
          const response = await call(route, caller, objectTenant);
          cells += 1;
          const want = expected(route.access, caller, objectTenant);
          if (response.statusCode !== want)
            mismatches.push(
              `${route.method} ${route.url} × ${caller.name} × object of ${objectTenant}: ` +
                `${response.statusCode} (want ${want}) ${response.body.slice(0, 120)}`,
            );
        }
      }
    }
    expect(mismatches).toEqual([]);
    // Every route × 7 callers, object routes twice: the size is reported by the closing note.
    expect(cells).toBeGreaterThanOrEqual(routes.length * CALLERS.length);
    expect(routes.some((r) => r.access.kind === 'object')).toBe(true);
  });

  it('can fail: a member asking for the system menu is refused, an admin is let through', async () => {
    const route = app.routeTable.find((r) => r.access.kind === 'permission')!;
    const member = CALLERS.find((c) => c.name === 'member without grant')!;
    const admin = CALLERS.find((c) => c.name === 'system admin')!;
    expect(expected({ kind: 'permission', permission: PERMISSIONS.systemUser }, member, 'A')).toBe(
      403,
    );
    expect((await call(route, admin, 'A')).statusCode).toBe(AUTHORISED);
  });
});
