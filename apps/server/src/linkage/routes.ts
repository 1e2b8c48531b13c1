import {
  PERMISSIONS,
  idSchema,
  linkageGatherRequestSchema,
  linkageSaveSchema,
  type GrantLevelName,
  type Permission,
} from '@tessera/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accessOf, resourceOf } from '../auth/authorize.js';
import { access, onObject, type IdLocation } from '../auth/route-access.js';
import { parseInput } from '../http/parse.js';
import { ok } from '../http/reply.js';
import type { PanelLinkages } from './service.js';

const { panelRead: READ, panelManage: MANAGE } = PERMISSIONS;
/** A linkage route acts on one dashboard: the page's permission plus a grant level on it. */
const panel = (level: GrantLevelName, id: IdLocation, permission: Permission = READ) =>
  access(onObject('panel', level, id, permission));

/**
 * A save may carry 1,000 targets of 16 field pairs each (linkageSaveSchema's bounds), more than
 * the default body limit; larger bodies are refused by their Content-Length (SECURITY E4).
 */
export const LINKAGE_SAVE_BODY_LIMIT = 2 * 1024 * 1024;

const panelIdParamsSchema = z.strictObject({ panelId: idSchema });

/** The linkage calls of issue 10, each declaring its access. */
export function registerLinkageRoutes(app: FastifyInstance, linkages: PanelLinkages): void {
  app.post(
    '/linkage/getPanelAllLinkageInfo/:panelId',
    panel('view', { params: 'panelId' }),
    async (request) => {
      parseInput(panelIdParamsSchema, request.params);
      return ok(await linkages.info(resourceOf(request, 'panel')));
    },
  );

  app.post('/linkage/getViewLinkageGather', panel('view', { body: 'panelId' }), async (request) => {
    const input = parseInput(linkageGatherRequestSchema, request.body);
    return ok(await linkages.gather(resourceOf(request, 'panel'), input));
  });

  const save = {
    ...panel('manage', { body: 'panelId' }, MANAGE),
    bodyLimit: LINKAGE_SAVE_BODY_LIMIT,
  };
  app.post('/linkage/saveLinkage', save, async (request) => {
    const input = parseInput(linkageSaveSchema, request.body);
    return ok(await linkages.save(resourceOf(request, 'panel'), accessOf(request), input));
  });
}
