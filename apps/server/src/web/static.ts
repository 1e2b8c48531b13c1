import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { access, PUBLIC } from '../auth/route-access.js';

/** The build's compressed copies (apps/web/precompress.ts): sent in a file's place, not routed. */
const COMPRESSED_COPY = /\.(?:br|gz)$/;

/**
 * Every file below `dir` (dotfiles and compressed copies left out), as '/'-separated paths
 * relative to it.
 */
function builtFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || COMPRESSED_COPY.test(entry.name)) return [];
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory()) return builtFiles(path.join(dir, entry.name), `${relative}/`);
    return entry.isFile() ? [relative] : [];
  });
}

/**
 * Serves the built web app: `/` answers index.html and each built file gets its own public
 * route, declared like any other, so the set of public routes is exactly the files on disk
 * (no wildcard that could answer for a protected path).
 */
export async function registerWebApp(app: FastifyInstance, webDir: string | null): Promise<void> {
  if (!webDir || !fs.existsSync(path.join(webDir, 'index.html'))) {
    app.log.warn({ webDir }, 'web app not built; serving the API only');
    return;
  }
  // Only reply.sendFile: the routes are ours. index.html changes with every build; hashed
  // assets may be cached for long. cacheControl off: @fastify/static otherwise writes its own
  // `public, max-age=0` after setHeaders, and every reload revalidated each chunk (a 304 round
  // trip per chunk wave on the dashboard's boot). preCompressed: a browser that accepts brotli
  // or gzip gets the copy the build wrote (a third of the bytes), else the file itself.
  await app.register(fastifyStatic, {
    root: webDir,
    serve: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // A cache between the server and a browser must not hand brotli to one that asked gzip.
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  const send = (file: string) => (_request: FastifyRequest, reply: FastifyReply) =>
    reply.sendFile(file);
  const builtFile = { config: { ...access(PUBLIC).config, builtFile: true } };
  app.get('/', builtFile, send('index.html'));
  for (const file of builtFiles(webDir)) app.get(`/${file}`, builtFile, send(file));
}
