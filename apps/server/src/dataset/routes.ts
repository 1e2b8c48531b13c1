import {
  HEADERS,
  PERMISSIONS,
  datasetAddSchema,
  datasetFieldSaveSchema,
  datasetGroupSaveSchema,
  datasetTreeQuerySchema,
  datasetUpdateSchema,
  fieldValuesRequestSchema,
  sqlPreviewSchema,
  syncNowSchema,
  syncScheduleSaveSchema,
  type GrantLevelName,
} from '@tessera/contracts';
import type { FastifyInstance } from 'fastify';
import { accessOf, principalOf, resourceOf } from '../auth/authorize.js';
import {
  access,
  dataCall,
  needsAnyPermission,
  needsPermission,
  onObject,
  withLinkVisitors,
  type IdLocation,
} from '../auth/route-access.js';
import { requestSignal } from '../http/request-signal.js';
import { requestLanguage } from '../http/localise.js';
import { parseInput } from '../http/parse.js';
import { ok } from '../http/reply.js';
import type { DatasetFieldValues } from './field-values.js';
import type { DatasetFields } from './fields.js';
import type { DatasetGroups } from './groups.js';
import type { DatasetPreviews } from './preview.js';
import type { DatasetService } from './service.js';
import type { DatasetSyncs } from './sync.js';

const { datasetRead: READ, datasetManage: MANAGE } = PERMISSIONS;
const byParam = { params: 'id' } as const;
/** A route on one dataset: the page's permission plus a grant level on the dataset. */
export const dataset = (level: GrantLevelName, id: IdLocation = byParam) =>
  access(onObject('dataset', level, id, READ));
/** The same, for a route that reads the dataset's rows (a caller's share: SECURITY E3). */
export const datasetRows = (level: GrantLevelName, id: IdLocation = byParam) =>
  dataCall(onObject('dataset', level, id, READ));

export interface DatasetRouteParts {
  groups: DatasetGroups;
  datasets: DatasetService;
  fields: DatasetFields;
  values: DatasetFieldValues;
  previews: DatasetPreviews;
  syncs: DatasetSyncs;
}

/** The dataset calls of issue 7 (tree, kinds, fields, previews), each declaring its access. */
export function registerDatasetRoutes(app: FastifyInstance, parts: DatasetRouteParts): void {
  const { groups, datasets, fields, values, previews, syncs } = parts;

  app.post('/dataset/group/tree', access(needsPermission(READ)), async (request) => {
    const query = parseInput(datasetTreeQuerySchema, request.body ?? {});
    return ok(await groups.tree(accessOf(request), query.keyword, requestLanguage(request)));
  });

  app.post('/dataset/group/save', access(needsPermission(MANAGE)), async (request) => {
    const input = parseInput(datasetGroupSaveSchema, request.body);
    return ok(await groups.save(accessOf(request), input));
  });

  app.post('/dataset/group/delete/:id', access(needsPermission(MANAGE)), async (request) => {
    const { id } = request.params as { id: string };
    await groups.remove(accessOf(request), id);
    return ok(null);
  });

  app.post('/dataset/table/add', access(needsPermission(MANAGE)), async (request, reply) => {
    const input = parseInput(datasetAddSchema, request.body);
    return ok(await datasets.add(accessOf(request), input, requestSignal(reply)));
  });

  app.post('/dataset/table/update', dataset('manage', { body: 'id' }), async (request, reply) => {
    const input = parseInput(datasetUpdateSchema, request.body);
    return ok(
      await datasets.update(
        resourceOf(request, 'dataset'),
        accessOf(request),
        input,
        requestSignal(reply),
      ),
    );
  });

  app.post('/dataset/table/delete/:id', dataset('manage'), async (request) => {
    await datasets.remove(resourceOf(request, 'dataset'), (row) =>
      syncs.forget(row.id, row.warehouse_table),
    );
    return ok(null);
  });

  app.post('/dataset/table/get/:id', dataset('view'), async (request) =>
    ok(await datasets.get(resourceOf(request, 'dataset'))),
  );

  app.post(
    '/dataset/table/sqlPreview',
    dataCall(needsPermission(MANAGE)),
    async (request, reply) => {
      const input = parseInput(sqlPreviewSchema, request.body);
      return ok(await previews.sqlPreview(accessOf(request), input, requestSignal(reply)));
    },
  );

  // Reading rows is 'use'; seeing that a dataset exists and its fields is 'view'.
  app.post('/dataset/table/getPreviewData/:id', datasetRows('use'), async (request, reply) =>
    ok(
      await previews.preview(
        resourceOf(request, 'dataset'),
        accessOf(request),
        requestSignal(reply),
      ),
    ),
  );

  app.post(
    '/dataset/field/list/:tableId',
    dataset('view', { params: 'tableId' }),
    async (request) => ok(await fields.list(resourceOf(request, 'dataset'), accessOf(request))),
  );

  // Filter widgets' values (issue 10): 'use' on each field's dataset, or 'view' on the dashboard
  // (`panelId`) whose widget lists the field; checked inside, since the ids are in a list. A
  // role opening only the dashboards reaches the values of the widgets on the dashboards it may
  // view (issue 21), and nothing else: without the datasets menu there is no way through 'use'.
  // A share link's visitor reaches its own dashboard's widgets' fields (issue 23, B5).
  app.post(
    '/dataset/field/multFieldValues',
    dataCall(withLinkVisitors(needsAnyPermission(READ, PERMISSIONS.panelRead))),
    async (request, reply) => {
      const input = parseInput(fieldValuesRequestSchema, request.body);
      const listed = await values.list(principalOf(request), input, requestSignal(reply));
      // The answer is DataEase's plain list; a list the byte cap cut says so in a header (E2).
      if (listed.cut) reply.header(HEADERS.answerCut, 'bytes');
      return ok(listed.values);
    },
  );

  app.post('/dataset/field/save', dataset('manage', { body: 'tableId' }), async (request) => {
    const input = parseInput(datasetFieldSaveSchema, request.body);
    return ok(await fields.save(resourceOf(request, 'dataset'), input));
  });

  app.post('/dataset/field/delete/:id', access(needsPermission(READ)), async (request) => {
    const { id } = request.params as { id: string };
    await fields.removeById(accessOf(request), id);
    return ok(null);
  });

  app.post('/dataset/table/sync/:id', dataset('manage'), async (request) => {
    const input = parseInput(syncNowSchema, request.body ?? {});
    return ok(await syncs.syncNow(resourceOf(request, 'dataset'), input.syncType));
  });

  app.post(
    '/dataset/sync/schedule/save',
    dataset('manage', { body: 'datasetId' }),
    async (request) => {
      const input = parseInput(syncScheduleSaveSchema, request.body);
      return ok(await syncs.saveSchedule(resourceOf(request, 'dataset'), input.schedule));
    },
  );

  app.post('/dataset/sync/log/:id', dataset('view'), async (request) =>
    ok(await syncs.logs(resourceOf(request, 'dataset'))),
  );
}
