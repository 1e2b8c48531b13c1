import type { FastifyInstance } from 'fastify';
import { access, SIGNED_IN, withLinkVisitors } from '../auth/route-access.js';
import { AppError } from '../http/app-error.js';
import { requestLanguage } from '../http/localise.js';
import { ok } from '../http/reply.js';
import { AREA_CODE, toAreaEntity } from './areas.js';
import type { GeoStore } from './geo-store.js';

/** `{areaCode}_full.json`, the file name of SPEC §7's geo route. */
const GEO_FILE = /^(.{1,16})_full\.json$/;

/**
 * Geo data changes only with a release: browsers keep it a week and revalidate by ETag after.
 * Private, because the routes need a signed-in caller or a share link's visitor.
 */
const GEO_CACHE_CONTROL = 'private, max-age=604800';

const acceptsGzip = (header: string | undefined) => /\bgzip\b/.test(header ?? '');

/**
 * Maps (issue 8 part 4, SPEC §7): the area tree and each area's GeoJSON. The boundary data
 * shipped with the release, the same for every caller: a signed-in user, or a share link's
 * visitor whose dashboard draws a map (issue 23 part 3).
 */
export function registerMapRoutes(app: FastifyInstance, store: () => GeoStore): void {
  const boundaries = access(withLinkVisitors(SIGNED_IN));
  app.get('/api/map/areaEntitys/0', boundaries, async (request) =>
    ok(toAreaEntity(store().root, requestLanguage(request))),
  );

  app.get<{ Params: { file: string } }>('/geo/:file', boundaries, async (request, reply) => {
    const code = GEO_FILE.exec(request.params.file)?.[1];
    const geo = code && AREA_CODE.test(code) ? store().geo(code) : undefined;
    if (!geo) throw new AppError(404, 'MAP_AREA_NOT_FOUND');
    reply
      .header('Cache-Control', GEO_CACHE_CONTROL)
      .header('ETag', geo.etag)
      .header('Vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === geo.etag) return reply.status(304).send();
    reply.type('application/json; charset=utf-8');
    if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(geo.body);
    return reply.header('Content-Encoding', 'gzip').send(geo.gzipped);
  });
}
