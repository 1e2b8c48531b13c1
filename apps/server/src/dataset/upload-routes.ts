import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, PERMISSIONS, uploadImportSchema } from '@tessera/contracts';
import type { FastifyInstance } from 'fastify';
import { accessOf } from '../auth/authorize.js';
import { access, needsPermission } from '../auth/route-access.js';
import { AppError } from '../http/app-error.js';
import { parseInput } from '../http/parse.js';
import { ok } from '../http/reply.js';
import { UploadTooLarge, type UploadStaging } from './staging.js';
import type { DatasetUploads } from './uploads.js';

const MANAGE = PERMISSIONS.datasetManage;
/** Room for the multipart framing around the file. */
const FRAMING_BYTES = 64 * 1024;
const tooLarge = () =>
  new AppError(413, 'DATASET_UPLOAD_TOO_LARGE', undefined, {
    max: Math.round(MAX_UPLOAD_BYTES / 1024 / 1024),
  });

/**
 * POST /dataset/table/excel/upload (multipart, the file in `file`) and excel/import. Multipart
 * is accepted by the upload route only (its own plugin scope); an oversized upload is refused by
 * its Content-Length before a byte is read (SECURITY D2), and one that lies about its length is
 * cut at the cap while streaming.
 */
export async function registerUploadRoutes(
  app: FastifyInstance,
  staging: UploadStaging,
  uploads: DatasetUploads,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    });
    scope.post(
      '/dataset/table/excel/upload',
      { config: { access: needsPermission(MANAGE), upload: true } },
      async (request) => {
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > MAX_UPLOAD_BYTES + FRAMING_BYTES) throw tooLarge();
        if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
        const file = await request.file();
        if (!file || file.fieldname !== 'file') throw new AppError(400, 'DATASET_UPLOAD_TYPE');
        const caller = accessOf(request);
        let staged;
        try {
          staged = await staging.receive(file.file, {
            orgId: caller.orgId,
            userId: caller.userId,
            fileName: displayName(file.filename),
          });
        } catch (error) {
          if (error instanceof UploadTooLarge) throw tooLarge();
          throw error;
        }
        return ok(await uploads.preview(staged));
      },
    );
  });

  app.post('/dataset/table/excel/import', access(needsPermission(MANAGE)), async (request) => {
    const input = parseInput(uploadImportSchema, request.body);
    return ok(await uploads.import(accessOf(request), input));
  });
}

/** The file's own name for display: its last path part, without control characters, bounded. */
function displayName(name: string | undefined): string {
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = last.replace(/[\p{Cc}\p{Cf}]/gu, '').slice(0, 200);
  return clean || 'upload';
}
