import {
  PERMISSIONS,
  columnPermissionDeleteSchema,
  columnPermissionSaveSchema,
  permissionListParamsSchema,
} from '@tessera/contracts';
import type { FastifyInstance } from 'fastify';
import { resourceOf } from '../../auth/authorize.js';
import { access, onObject, type IdLocation } from '../../auth/route-access.js';
import { parseInput } from '../../http/parse.js';
import { ok } from '../../http/reply.js';
import type { ColumnPermissions } from './service.js';

/**
 * Column permissions: the dataset page's manage permission and 'manage' on the dataset, for
 * every call (a reader may not even learn which fields are kept from whom: SECURITY B2).
 */
const managed = (id: IdLocation) =>
  access(onObject('dataset', 'manage', id, PERMISSIONS.datasetManage));

export function registerColumnPermissionRoutes(
  app: FastifyInstance,
  permissions: ColumnPermissions,
): void {
  app.post(
    '/dataset/columnPermission/list/:datasetId',
    managed({ params: 'datasetId' }),
    async (request) => {
      parseInput(permissionListParamsSchema, request.params);
      return ok(await permissions.list(resourceOf(request, 'dataset')));
    },
  );

  app.post('/dataset/columnPermission/save', managed({ body: 'datasetId' }), async (request) => {
    const input = parseInput(columnPermissionSaveSchema, request.body);
    return ok(await permissions.save(resourceOf(request, 'dataset'), input));
  });

  app.post('/dataset/columnPermission/delete', managed({ body: 'datasetId' }), async (request) => {
    const input = parseInput(columnPermissionDeleteSchema, request.body);
    await permissions.remove(resourceOf(request, 'dataset'), input);
    return ok(null);
  });
}
