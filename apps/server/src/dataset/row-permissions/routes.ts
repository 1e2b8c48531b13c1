import {
  permissionListParamsSchema,
  previewAsSchema,
  rowPermissionDeleteSchema,
  rowPermissionSaveSchema,
} from '@tessera/contracts';
import type { FastifyInstance } from 'fastify';
import { accessOf, resourceOf } from '../../auth/authorize.js';
import { parseInput } from '../../http/parse.js';
import { ok } from '../../http/reply.js';
import { requestSignal } from '../../http/request-signal.js';
import { dataset, datasetRows } from '../routes.js';
import type { RowPermissions } from './service.js';

/** Row permission calls: every one needs 'manage' on the dataset (SECURITY B2 for the rest). */
export function registerRowPermissionRoutes(app: FastifyInstance, rules: RowPermissions): void {
  app.post(
    '/dataset/rowPermission/list/:datasetId',
    dataset('manage', { params: 'datasetId' }),
    async (request) => {
      parseInput(permissionListParamsSchema, request.params);
      return ok(await rules.list(resourceOf(request, 'dataset')));
    },
  );

  app.post(
    '/dataset/rowPermission/save',
    dataset('manage', { body: 'datasetId' }),
    async (request) => {
      const input = parseInput(rowPermissionSaveSchema, request.body);
      return ok(await rules.save(resourceOf(request, 'dataset'), input));
    },
  );

  app.post(
    '/dataset/rowPermission/delete',
    dataset('manage', { body: 'datasetId' }),
    async (request) => {
      const input = parseInput(rowPermissionDeleteSchema, request.body);
      await rules.remove(resourceOf(request, 'dataset'), input);
      return ok(null);
    },
  );

  // Reads rows, so it is a data call (the caller's share of the source, SECURITY E3).
  app.post(
    '/dataset/previewAs/:datasetId',
    datasetRows('manage', { params: 'datasetId' }),
    async (request, reply) => {
      const { userId } = parseInput(previewAsSchema, request.body);
      return ok(
        await rules.previewAs(
          resourceOf(request, 'dataset'),
          accessOf(request),
          userId,
          requestSignal(reply),
        ),
      );
    },
  );
}
