import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import './http/fastify-types.js';
import { LINK_PIN_LOCK_MINUTES, LINK_PIN_MAX_FAILURES } from '@tessera/contracts';
import type { AppConfig } from './config.js';
import type { Services } from './services.js';
import { assertDeclared, registerAuthorisation } from './auth/authorize.js';
import { registerAuthentication } from './auth/guard.js';
import { ResourceAccess } from './auth/resources.js';
import type { RouteAccess } from './auth/route-access.js';
import { registerAuthRoutes } from './auth/routes.js';
import { registerGrantRoutes } from './auth/grant-routes.js';
import { LinkTokens } from './link/link-tokens.js';
import { registerLinkRoutes } from './link/routes.js';
import { LinkService } from './link/service.js';
import { SecretThrottle } from './auth/secret-throttle.js';
import { StoredColumnRules } from './auth/stored-column-rules.js';
import { Gate } from './concurrency/gate.js';
import { registerDatasources } from './datasource/plugin.js';
import { registerCharts, type ChartOptions } from './chart/plugin.js';
import { registerDatasets } from './dataset/plugin.js';
import { registerDemoNameReplies } from './demo/reply-names.js';
import { UPLOADS_FOLDER } from './dataset/staging.js';
import { StoredRowRules } from './dataset/row-permissions/stored-rules.js';
import type { DatasourceService } from './datasource/service.js';
import { TokenService } from './auth/tokens.js';
import { AppError } from './http/app-error.js';
import { registerAllowedHosts } from './http/allowed-hosts.js';
import { registerCallerShares } from './http/caller-shares.js';
import {
  handleClientError,
  handleFrameworkError,
  registerErrorHandling,
} from './http/error-handler.js';
import { DEFAULT_BODY_LIMIT, registerJsonBodies } from './http/json-body.js';
import { LargeBodies } from './http/large-bodies.js';
import {
  DEFAULT_LOAD_LIMITS,
  registerLoadShedding,
  type LoadLimits,
} from './http/load-shedding.js';
import { registerRateLimits } from './http/rate-limits.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { createTimedServer, registerBodyDeadline } from './http/server-timeouts.js';
import { registerMaps } from './map/plugin.js';
import { chartSeamsOfPanels, datasetSeamsOfPanels, registerPanels } from './panel/plugin.js';
import { registerLinkage } from './linkage/plugin.js';
import { registerMenuRoutes } from './menu/routes.js';
import { registerRoleRoutes } from './role/routes.js';
import { registerSystemRoutes } from './system/routes.js';
import { registerOrgRoutes } from './org/routes.js';
import { registerUserAdminRoutes } from './user/admin-routes.js';
import { registerUserImportRoutes } from './user/import-routes.js';
import { registerUserRoutes } from './user/routes.js';
import { registerWebApp } from './web/static.js';
import { linkTokenKey, throttleCounterKey } from './keys/sub-keys.js';

export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
  public: boolean;
}

export interface TesseraApp extends FastifyInstance {
  /** Every route registered with its access declaration, for the route-walk test. */
  routeTable: RouteEntry[];
  /** The data-source service: its connections and its dependents hook (datasets register). */
  datasources: DatasourceService;
  /** The one object loader every object route goes through. */
  resources: ResourceAccess;
}

/**
 * Password checks (sign-in, password change) hashing at once; the rest wait in order. Waiting is
 * cheap and a locked key is refused without hashing, so the queue is long.
 */
const HASHING_LIMITS = { maxActive: 2, maxQueue: 512, maxWaitMs: 5_000 };

/** The app factory: main.ts listens on it; tests inject requests into it. */
export async function buildApp(
  config: AppConfig,
  services: Services,
  options: {
    logger?: FastifyServerOptions['logger'];
    load?: LoadLimits;
    /** The chart feature's seams (result cache, row rules; field values apply the same rules). */
    charts?: ChartOptions;
  } = {},
): Promise<TesseraApp> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Exact routing: no trailing-slash, double-slash or case folding (SECURITY A4).
    routerOptions: {
      ignoreTrailingSlash: false,
      ignoreDuplicateSlashes: false,
      caseSensitive: true,
    },
    trustProxy: config.trustProxy,
    serverFactory: createTimedServer,
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
  }) as unknown as TesseraApp;

  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const declared = assertDeclared(route);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      routeTable.push({
        method,
        url: route.url,
        access: declared,
        public: declared.kind === 'public',
      });
  });

  const { db, keys } = services;
  const tokens = new TokenService(db, keys.jwtKey);
  const resources = new ResourceAccess(db);
  app.decorate('resources', resources);
  const throttle = new SecretThrottle(
    db,
    config.loginMaxFailures,
    config.loginLockMinutes * 60_000,
    new Gate(HASHING_LIMITS, undefined, () => new AppError(503, 'SERVER_BUSY')),
    throttleCounterKey(keys),
  );
  const links = new LinkService({
    db,
    dataKey: keys.dataKey,
    tokens: new LinkTokens(linkTokenKey(keys)),
    // The PIN lockout: its own counters, in the metadata store like sign-in's (A9).
    throttle: new SecretThrottle(
      db,
      LINK_PIN_MAX_FAILURES,
      LINK_PIN_LOCK_MINUTES * 60_000,
      new Gate(HASHING_LIMITS, undefined, () => new AppError(503, 'SERVER_BUSY')),
      throttleCounterKey(keys),
      'LINK_LOCKED',
    ),
    resources,
  });

  // Hooks run in this order for every request: headers and origin, host, load, identity.
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  registerAllowedHosts(app, config.allowedHosts);
  const largeBodies = new LargeBodies();
  app.decorate('largeBodies', largeBodies);
  registerJsonBodies(app, largeBodies);
  registerBodyDeadline(app);
  registerLoadShedding(app, options.load ?? DEFAULT_LOAD_LIMITS);
  registerAuthentication(app, db, tokens, (token) => links.visitor(token));
  registerCallerShares(app);
  registerAuthorisation(app, resources);
  // Demo objects named in the caller's language wherever a detail shows them (issue 19).
  registerDemoNameReplies(app, db);
  await registerRateLimits(app, config.redisUrl);

  registerAuthRoutes(app, { db, tokens, throttle });
  registerUserRoutes(app, { db, tokens, throttle });
  registerUserAdminRoutes(app, { db, tokens });
  const uploadsDir = path.join(config.dataDir, UPLOADS_FOLDER);
  await registerUserImportRoutes(app, { db, tokens, uploadsDir });
  registerOrgRoutes(app, { db });
  registerMenuRoutes(app, { db });
  registerRoleRoutes(app, { db });
  registerGrantRoutes(app, { db, resources });
  registerLinkRoutes(app, links);
  registerSystemRoutes(app, { db, config });
  app.decorate(
    'datasources',
    registerDatasources(app, {
      db,
      dataKey: keys.dataKey,
      config,
      warehousePath: services.warehousePath,
      resources,
    }),
  );
  // Row rules (SECURITY B3) and column permissions (issue 21 part 6): the stored ones, unless a
  // test installs its own. Previews, filter widgets' values and chart data all answer under them.
  const rowRules = options.charts?.rowRules ?? new StoredRowRules(db);
  const columnRules = options.charts?.columnRules ?? new StoredColumnRules(db);
  // Filter widgets list field values under the row rules charts apply, and through dashboards.
  const datasets = await registerDatasets(
    app,
    {
      db,
      resources,
      datasources: app.datasources,
      warehousePath: services.warehousePath,
      uploadsDir,
      extractMaxBytes: config.extractMaxBytes,
    },
    { rowRules, ...datasetSeamsOfPanels({ db, resources }), columnRules },
  );
  // Chart answers go through the result cache (in memory, or Redis when configured); keys hold
  // the dataset's version, which every dataset, field and extract change bumps. Dashboards
  // reach charts through two seams: data read through a dashboard, and folder advice.
  const charts = registerCharts(
    app,
    { db, resources, datasets: datasets.reader },
    {
      cache: services.resultCache,
      ...chartSeamsOfPanels({ db, resources }),
      // A visitor's export asks the link, as stored now, and is recorded as its event.
      linkExports: {
        allowed: (link) => links.exportAllowed(link.linkId),
        record: (link, exported) => links.recordExport(link.linkId, exported),
      },
      ...options.charts,
      rowRules,
      columnRules,
      // A prepared call is remembered only when all it reads is the store (not a test's rules).
      rememberCalls:
        !options.charts?.rowRules && !options.charts?.columnRules && !options.charts?.viaDashboard,
    },
  );
  await registerPanels(app, { db, resources }, charts);
  registerLinkage(app, { db, resources });
  registerMaps(app);
  await registerWebApp(app, config.webDir);

  const purge = setInterval(() => void tokens.purgeExpired().catch(() => undefined), 60 * 60_000);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
  return app;
}
