import multipart from '@fastify/multipart';
import { PERMISSIONS, USER_IMPORT_LIMITS } from '@tessera/contracts';
import type { FastifyInstance } from 'fastify';
import { accessOf } from '../auth/authorize.js';
import { needsPermission } from '../auth/route-access.js';
import type { TokenService } from '../auth/tokens.js';
import { UploadStaging, UploadTooLarge, type StagedUpload } from '../dataset/staging.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { requestLanguage } from '../http/localise.js';
import { ok } from '../http/reply.js';
import { UserAdminService } from './admin-service.js';
import { readImportFile } from './import-file.js';
import { UserImport } from './import-service.js';

/** Room for the multipart framing around the file. */
const FRAMING_BYTES = 16 * 1024;
const tooLarge = () =>
  new AppError(413, 'DATASET_UPLOAD_TOO_LARGE', undefined, {
    max: USER_IMPORT_LIMITS.maxBytes / 1024 / 1024,
  });

/**
 * POST /api/user/import (multipart, the file in `file`) → a report row per data row. Declared
 * with the users page's permission like the other user administration routes, so the
 * authorisation matrix covers it. The upload is handled as the dataset upload handles one:
 * multipart only in this route's own scope, refused by its Content-Length before a byte is
 * read, cut at the cap while streaming, staged under a server-generated name (SECURITY D2, D4)
 * and removed as soon as it has been read, whatever happens.
 */
export async function registerUserImportRoutes(
  app: FastifyInstance,
  deps: { db: Db; tokens: TokenService; uploadsDir: string },
): Promise<void> {
  const staging = new UploadStaging(deps.uploadsDir);
  const importer = new UserImport(deps.db, new UserAdminService(deps.db, deps.tokens), app.log);
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: USER_IMPORT_LIMITS.maxBytes,
        files: 1,
        fields: 0,
        parts: 1,
        headerPairs: 50,
      },
    });
    scope.post(
      '/api/user/import',
      { config: { access: needsPermission(PERMISSIONS.systemUser), upload: true } },
      async (request) => {
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > USER_IMPORT_LIMITS.maxBytes + FRAMING_BYTES) throw tooLarge();
        if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
        const file = await request.file();
        if (!file || file.fieldname !== 'file') throw new AppError(400, 'DATASET_UPLOAD_TYPE');
        const caller = accessOf(request);
        let staged: StagedUpload;
        try {
          staged = await staging.receive(file.file, {
            orgId: caller.orgId,
            userId: caller.userId,
            fileName: 'user-import',
          });
        } catch (error) {
          if (error instanceof UploadTooLarge) throw tooLarge();
          throw error;
        }
        let parsed;
        try {
          parsed = await readImportFile(staging.filePath(staged.uploadId));
        } finally {
          staging.discard(staged.uploadId);
        }
        return ok(await importer.run(caller, parsed, requestLanguage(request)));
      },
    );
  });
}
