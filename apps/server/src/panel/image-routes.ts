import multipart from '@fastify/multipart';
import { PANEL_IMAGE_TYPES, PANEL_LIMITS, PERMISSIONS, panelImageUrl } from '@tessera/contracts';
import type { FastifyInstance } from 'fastify';
import { accessOf, principalOf } from '../auth/authorize.js';
import { access, needsPermission, withLinkVisitors } from '../auth/route-access.js';
import type { Db } from '../db/database.js';
import { AppError, notFound } from '../http/app-error.js';
import { ok } from '../http/reply.js';
import type { PanelImages } from './images.js';
import { documentShowsPicture } from './picture-refs.js';

const { panelRead: READ, panelManage: MANAGE } = PERMISSIONS;
/** Room for the multipart framing around the file. */
const FRAMING_BYTES = 16 * 1024;
const tooLarge = () =>
  new AppError(413, 'PANEL_IMAGE_TOO_LARGE', undefined, {
    max: Math.round(PANEL_LIMITS.imageBytes / 1024 / 1024),
  });

/**
 * A stored picture never changes (a new upload is a new id), so browsers keep it; it is
 * private because only signed-in members of its organisation (and share-link visitors of a
 * dashboard showing it) may read it. Served with its own policy: even opened directly, nothing
 * in it may run or load (SECURITY D5).
 */
const SERVED_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Cache-Control': 'private, max-age=31536000, immutable',
} as const;

/**
 * POST /panel/image/upload (multipart, one file) and GET /panel/image/{id}. Multipart is
 * accepted by the upload route only (its own plugin scope); an oversized upload is refused by
 * its Content-Length before a byte is read, and one that lies about its length is cut at the
 * cap while streaming (SECURITY D2-style, for pictures).
 */
export async function registerImageRoutes(
  app: FastifyInstance,
  images: PanelImages,
  db: Db,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: PANEL_LIMITS.imageBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    });
    scope.post(
      '/panel/image/upload',
      { config: { access: needsPermission(MANAGE), upload: true } },
      async (request) => {
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > PANEL_LIMITS.imageBytes + FRAMING_BYTES) throw tooLarge();
        if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
        const file = await request.file();
        if (!file || file.fieldname !== 'file') throw new AppError(400, 'PANEL_IMAGE_TYPE');
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
          throw error;
        }
        if (file.file.truncated) throw tooLarge();
        return ok(await images.store(accessOf(request), bytes));
      },
    );
  });

  // A share link's visitor (issue 23 part 3) fetches the pictures its dashboard shows, no other.
  const reader = access(withLinkVisitors(needsPermission(READ)));
  app.get('/panel/image/:id', reader, async (request, reply) => {
    const { id } = request.params as { id: string };
    const principal = principalOf(request);
    if (
      principal.kind === 'link' &&
      !(await documentShowsPicture(db, principal.panelId, panelImageUrl(id)))
    )
      throw notFound();
    const image = await images.find(principal.orgId, id);
    if (!image || !(PANEL_IMAGE_TYPES as readonly string[]).includes(image.mime)) throw notFound();
    const etag = `"${image.id}"`;
    reply.headers(SERVED_HEADERS).header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.header('Content-Type', image.mime).send(Buffer.from(image.bytes));
  });
}
