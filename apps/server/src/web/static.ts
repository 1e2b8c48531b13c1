import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: `/` answers index.html and each built file gets its own route
 * (wildcard off), so the set of public routes is exactly the files on disk. Every route
 * registered in this plugin is public.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string | null): Promise<void> {
  if (!webDir || !fs.existsSync(path.join(webDir, 'index.html'))) {
    app.log.warn({ webDir }, 'web app not built; serving the API only');
    return;
  }
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), public: true };
    });
    await scope.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: 'index.html',
      // index.html changes with every build; hashed assets may be cached for long.
      setHeaders: (res, filePath) => {
        res.setHeader(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  });
}
