import {
  uiImageParamsSchema,
  type BuildInfo,
  type LicenceValidation,
  type UiInfoItem,
} from '@tessera/contracts';
import type { FastifyInstance } from 'fastify';
import { access, PUBLIC, SIGNED_IN } from '../auth/route-access.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { parseInput } from '../http/parse.js';
import { ok } from '../http/reply.js';

/** Images we serve back; anything else stored by mistake is never sent (SECURITY D5). */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** UI settings, the logo image, the licence check and build information. */
export function registerSystemRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: AppConfig },
): void {
  const { db, config } = deps;

  app.get('/system/ui/info', access(PUBLIC), async () => {
    const rows = await db
      .selectFrom('system_params')
      .select(['param_key', 'param_value', 'type'])
      .where('param_key', 'like', 'ui.%')
      .orderBy('param_key')
      .execute();
    return ok<UiInfoItem[]>(
      rows.map((r) => ({
        paramKey: r.param_key,
        paramValue: r.param_value,
        type: r.type === 'image' || r.type === 'boolean' ? r.type : 'text',
      })),
    );
  });

  app.get('/system/ui/image/:paramValue', access(PUBLIC), async (request, reply) => {
    const { paramValue } = parseInput(uiImageParamsSchema, request.params);
    const file = await db
      .selectFrom('system_files')
      .selectAll()
      .where('id', '=', paramValue)
      .executeTakeFirst();
    if (!file || !IMAGE_TYPES.has(file.mime)) throw new AppError(404, 'NOT_FOUND');
    return reply
      .header('Content-Type', file.mime)
      .header('Cache-Control', 'public, max-age=86400')
      .send(Buffer.from(file.bytes));
  });

  // Licences arrive with their own issue; until one is installed the status is no_record.
  app.get('/anonymous/license/validate', access(PUBLIC), async () =>
    ok<LicenceValidation>({ status: 'no_record', message: '', edition: null, expireTime: null }),
  );

  app.get('/about/build/version', access(SIGNED_IN), async () =>
    ok<BuildInfo>({ version: config.version }),
  );
}
