import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import './http/fastify-types.js';
import type { AppConfig } from './config.js';
import type { Services } from './services.js';
import { registerAuthGuard } from './auth/guard.js';
import { registerAuthRoutes } from './auth/routes.js';
import { registerDatasources } from './datasource/plugin.js';
import type { DatasourceService } from './datasource/service.js';
import { TokenService } from './auth/tokens.js';
import { registerErrorHandling } from './http/error-handler.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerMenuRoutes } from './menu/routes.js';
import { registerSystemRoutes } from './system/routes.js';
import { registerUserRoutes } from './user/routes.js';
import { registerWebApp } from './web/static.js';

export interface RouteEntry {
  method: string;
  url: string;
  public: boolean;
}

export interface TesseraApp extends FastifyInstance {
  /** Every route registered, for the route walk test of the public allow-list. */
  routeTable: RouteEntry[];
  /** The data-source service: its connections and its dependents hook (datasets register). */
  datasources: DatasourceService;
}

/** The app factory: main.ts listens on it; tests inject requests into it. */
export async function buildApp(
  config: AppConfig,
  services: Services,
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<TesseraApp> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // Exact routing: no trailing-slash, double-slash or case folding (SECURITY A4).
    routerOptions: {
      ignoreTrailingSlash: false,
      ignoreDuplicateSlashes: false,
      caseSensitive: true,
    },
    trustProxy: false,
  }) as unknown as TesseraApp;

  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Read when asked, not now: onRoute hooks of encapsulated plugins (web/static.ts marks its
      // routes public) run after this root hook on the same route options.
      routeTable.push({
        method,
        url: route.url,
        get public() {
          return route.config?.public === true;
        },
      });
    }
  });

  const { db, keys } = services;
  const tokens = new TokenService(db, keys.jwtKey);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  registerAuthGuard(app, db, tokens);
  registerAuthRoutes(app, { db, tokens, config });
  registerUserRoutes(app, { db, tokens });
  registerMenuRoutes(app, { db });
  registerSystemRoutes(app, { db, config, startedAt: Date.now() });
  app.decorate(
    'datasources',
    registerDatasources(app, {
      db,
      dataKey: keys.dataKey,
      config,
      warehousePath: services.warehousePath,
    }),
  );
  await registerWebApp(app, config.webDir);

  const purge = setInterval(() => void tokens.purgeExpired().catch(() => undefined), 60 * 60_000);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
  return app;
}
