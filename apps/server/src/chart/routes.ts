import {
  FILTER_BOUNDS,
  HEADERS,
  PERMISSIONS,
  chartDataRequestSchema,
  chartExportRequestSchema,
  chartGroupSaveSchema,
  chartPreviewRequestSchema,
  chartSaveSchema,
  chartTreeQuerySchema,
  idSchema,
  type GrantLevelName,
  type Permission,
} from '@tessera/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accessOf, principalOf, resourceOf } from '../auth/authorize.js';
import {
  access,
  dataCall,
  needsAnyPermission,
  needsPermission,
  onObject,
  withLinkVisitors,
  type RouteAccess,
} from '../auth/route-access.js';
import { requestLanguage } from '../http/localise.js';
import { parseInput } from '../http/parse.js';
import { ok } from '../http/reply.js';
import { requestSignal } from '../http/request-signal.js';
import type { ChartData } from './data.js';
import type { ChartExport, ChartExportFile } from './export/chart-export.js';
import type { ChartGroups } from './groups.js';
import type { ChartService } from './service.js';

const { chartRead: READ, chartManage: MANAGE } = PERMISSIONS;
/** A route on one chart (id in the path): the page's permission plus a grant level on it. */
const chart = (level: GrantLevelName, permission: Permission = READ) =>
  access(onObject('chart', level, { params: 'id' }, permission));

/**
 * Chart data bodies may carry a filter value of up to 1 MB (SECURITY C1: it must bind, not
 * break), more than the default body limit allows; no more, since every byte is parsed on the
 * thread all requests share.
 */
export const CHART_DATA_BODY_LIMIT = 1_310_720;

/**
 * Values a chart data body may hold, checked before parsing: one call's filter values (E4) and
 * room for the rest of the request (a previewed chart's own definition).
 */
const CHART_DATA_JSON_VALUES = FILTER_BOUNDS.values + 2_000;

/** The chart data routes' body bounds (size, values), with the route's access declaration. */
const dataBody = (declaration: RouteAccess) => {
  const route = dataCall(declaration);
  return {
    ...route,
    config: { ...route.config, maxJsonValues: CHART_DATA_JSON_VALUES },
    bodyLimit: CHART_DATA_BODY_LIMIT,
  };
};

const chartIdParamsSchema = z.strictObject({ id: idSchema });

export interface ChartRouteParts {
  groups: ChartGroups;
  charts: ChartService;
  data: ChartData;
  exports: ChartExport;
}

/** An export's answer: the file, streamed, with its name and whether the cap cut it (E2). */
function sendFile(reply: FastifyReply, file: ChartExportFile): FastifyReply {
  void reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', file.contentDisposition)
    .header('Cache-Control', 'no-store');
  if (file.cut) {
    void reply.header(HEADERS.exportCutAt, String(file.cut.at));
    if (file.cut.total !== undefined)
      void reply.header(HEADERS.exportTotalRows, String(file.cut.total));
  }
  return reply.send(file.body);
}

/** The chart calls of issue 8 (SPEC §7), each declaring its access. */
export function registerChartRoutes(app: FastifyInstance, parts: ChartRouteParts): void {
  const { groups, charts, data, exports } = parts;

  app.post('/chart/group/tree', access(needsPermission(READ)), async (request) => {
    const query = parseInput(chartTreeQuerySchema, request.body ?? {});
    return ok(await groups.tree(accessOf(request), query.keyword, requestLanguage(request)));
  });

  app.post('/chart/group/save', access(needsPermission(MANAGE)), async (request) => {
    const input = parseInput(chartGroupSaveSchema, request.body);
    return ok(await groups.save(accessOf(request), input));
  });

  app.post('/chart/group/delete/:id', access(needsPermission(MANAGE)), async (request) => {
    const { id } = request.params as { id: string };
    await groups.remove(accessOf(request), id);
    return ok(null);
  });

  // Create: the capability (and 'use' on the dataset, checked inside); update: 'manage' on the
  // chart, checked inside as well since the id is optional.
  app.post('/chart/view/save', access(needsPermission(MANAGE)), async (request) => {
    const input = parseInput(chartSaveSchema, request.body);
    return ok(await charts.save(accessOf(request), input));
  });

  app.post('/chart/view/delete/:id', chart('manage', MANAGE), async (request) => {
    await charts.remove(resourceOf(request, 'chart'));
    return ok(null);
  });

  app.post('/chart/view/getOneWithPermission/:id', chart('view'), async (request) =>
    ok(await charts.get(resourceOf(request, 'chart'))),
  );

  app.post('/chart/view/chartCopy/:id', chart('view', MANAGE), async (request) =>
    ok(await charts.copy(resourceOf(request, 'chart'), accessOf(request))),
  );

  app.get('/chart/view/searchAdviceSceneId/:id', access(needsPermission(READ)), async (request) => {
    const { id } = request.params as { id: string };
    return ok(await charts.adviceFolder(accessOf(request), id));
  });

  // Reading data needs 'use' on the chart, or 'view' on a dashboard that places it, even with
  // no grant on the chart: the object is loaded and checked by the data service (ChartData.load
  // and getData), since the preHandler's loader knows nothing of dashboards. The dashboards page
  // alone opens it too, for the charts of dashboards one may view (ChartData.load narrows it).
  const dataDeclaration = needsAnyPermission(READ, PERMISSIONS.panelRead);
  const getData = async (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = parseInput(chartIdParamsSchema, request.params);
    const principal = principalOf(request);
    const body = chartDataRequestSchema.safeParse(request.body ?? {});
    // A bad body is judged only on a chart the caller reaches: not found or forbidden first.
    const input = body.success
      ? body.data
      : (await data.load(principal, id), parseInput(chartDataRequestSchema, request.body ?? {}));
    return ok(
      await data.getStored(principal, id, input, {
        language: requestLanguage(request),
        signal: requestSignal(reply),
      }),
    );
  };
  app.post('/chart/view/getData/:id', dataBody(dataDeclaration), getData);
  // A share link's visitor (SPEC §6 "an alternate chart-data call"): the same answer, for the
  // charts of the link's own dashboard only (ChartData.load, SECURITY B5).
  app.post('/api/link/chart/getData/:id', dataBody(withLinkVisitors(dataDeclaration)), getData);

  // A chart's data as a file (issue 23 part 5): 'export' on the chart (SPEC §6 the export
  // permission); the body is judged once the chart is found.
  const exportDeclaration = onObject('chart', 'export', { params: 'id' }, READ);
  app.post('/chart/view/export/:id', dataBody(exportDeclaration), async (request, reply) => {
    const input = parseInput(chartExportRequestSchema, request.body ?? {});
    const file = await exports.forUser(resourceOf(request, 'chart'), principalOf(request), input, {
      language: requestLanguage(request),
      signal: requestSignal(reply),
    });
    return sendFile(reply, file);
  });
  // A share link's visitor, when the link's owner allows it: the link's own charts only (B5),
  // under the owner's rules, recorded as a link event. A signed-in caller here is held to the
  // same grant as on the route above.
  app.post(
    '/api/link/chart/export/:id',
    dataBody(withLinkVisitors(dataDeclaration)),
    async (request, reply) => {
      const { id } = parseInput(chartIdParamsSchema, request.params);
      const principal = principalOf(request);
      const input = () => parseInput(chartExportRequestSchema, request.body ?? {});
      const options = { language: requestLanguage(request), signal: requestSignal(reply) };
      const file =
        principal.kind === 'link'
          ? await exports.forVisitor(principal, id, input, { ...options, client: request.ip })
          : await exports.forSignedIn(principal, id, input, options);
      return sendFile(reply, file);
    },
  );

  const preview = dataBody(needsPermission(MANAGE));
  app.post('/chart/view/previewData', preview, async (request, reply) => {
    const input = parseInput(chartPreviewRequestSchema, request.body);
    return ok(
      await data.preview(accessOf(request), input, {
        language: requestLanguage(request),
        signal: requestSignal(reply),
      }),
    );
  });
}
