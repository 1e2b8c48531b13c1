import {
  HEADERS,
  PERMISSIONS,
  idSchema,
  panelRestoreSchema,
  panelSaveSchema,
  panelTreeQuerySchema,
  subjectSaveSchema,
  type CanvasComponent,
  type GrantLevelName,
  type PanelDetail,
  type Permission,
} from '@tessera/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accessOf, principalOf, resourceOf } from '../auth/authorize.js';
import { access, needsPermission, onObject, withLinkVisitors } from '../auth/route-access.js';
import { badRequest } from '../http/app-error.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../http/json-body.js';
import { yieldToLoop } from '../http/large-bodies.js';
import { requestLanguage } from '../http/localise.js';
import { parseInput } from '../http/parse.js';
import { callerOfRequest } from '../http/request-signal.js';
import { ok } from '../http/reply.js';
import type { ChartAnswersAhead } from '../seams/dashboards.js';
import { chartsAnsweredAhead } from './answer-ahead.js';
import type { PanelDocuments } from './documents.js';
import type { PanelGroups } from './groups.js';
import type { PanelSubjects } from './subjects.js';

const { panelRead: READ, panelManage: MANAGE } = PERMISSIONS;
const AHEAD_HEADER = HEADERS.answersAhead.toLowerCase();
/** A route on one dashboard (id in the path): the page's permission plus a grant level on it. */
const panel = (level: GrantLevelName, permission: Permission = READ) =>
  access(onObject('panel', level, { params: 'id' }, permission));

/**
 * A save carries the whole document: up to PANEL_LIMITS.dataChars (1 M) of component JSON as a
 * JSON string, escaped once more (about a fifth longer for the editor's documents), plus the
 * canvas style. 2 MiB holds the largest valid document with room for text in scripts of three
 * bytes a character; larger bodies are refused by their Content-Length before a byte is read
 * (SECURITY E4).
 */
export const PANEL_SAVE_BODY_LIMIT = 2 * 1024 * 1024;

const versionParamsSchema = z.strictObject({
  id: idSchema,
  version: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/)
    .transform(Number),
});

/**
 * The documents are JSON inside JSON: the body's own depth check cannot see into them, so they
 * are checked here before the contract parses them (a deep document costs a scan, no more).
 * Groups nested past PANEL_LIMITS.groupDepth but within this bound parse, and are refused by the
 * contract with their own message.
 */
function checkDocumentDepth(body: unknown): void {
  if (typeof body !== 'object' || body === null) return;
  for (const key of ['panelStyle', 'panelData'] as const) {
    const text = (body as Record<string, unknown>)[key];
    if (typeof text === 'string' && nestsDeeperThan(text, MAX_JSON_DEPTH))
      throw badRequest('validation.panel.document');
  }
}

export interface PanelRouteParts {
  groups: PanelGroups;
  documents: PanelDocuments;
  /** Starts a document's chart answers as it is read (the chart feature's seam). */
  answersAhead: ChartAnswersAhead;
  subjects: PanelSubjects;
}

/** The dashboard calls of issue 9 (SPEC §7, plus history), each declaring its access. */
export function registerPanelRoutes(app: FastifyInstance, parts: PanelRouteParts): void {
  /** After the document has gone out: reading its components must not delay it. */
  const answerAhead = (request: FastifyRequest, detail: PanelDetail) => {
    const principal = principalOf(request);
    const caller = callerOfRequest(request);
    const language = requestLanguage(request);
    setImmediate(() => {
      let ids: string[];
      try {
        const components = JSON.parse(detail.panelData) as CanvasComponent[];
        ids = chartsAnsweredAhead(components, detail.chartDatasets);
      } catch {
        return; // a document the page cannot draw either: nothing to start
      }
      parts.answersAhead(principal, caller, ids, language);
    });
  };
  const { groups, documents, subjects } = parts;

  app.post('/panel/group/tree', access(needsPermission(READ)), async (request) => {
    const query = parseInput(panelTreeQuerySchema, request.body ?? {});
    return ok(await groups.tree(accessOf(request), query.keyword, requestLanguage(request)));
  });

  app.post('/panel/group/defaultTree', access(needsPermission(READ)), async (request) => {
    parseInput(panelTreeQuerySchema, request.body ?? {});
    return ok(await groups.folders(accessOf(request), requestLanguage(request)));
  });

  // Creating needs the capability; changing a dashboard needs 'manage' on it, checked inside
  // since the id is optional (and may name a folder).
  const save = { ...access(needsPermission(MANAGE)), bodyLimit: PANEL_SAVE_BODY_LIMIT };
  app.post('/panel/group/save', save, async (request, reply) => {
    // A large document waits its turn, then each step of its work (scan, parse and validate,
    // serialise, store) lets waiting requests in before the next (SECURITY E4, E5).
    await app.largeBodies.turn(request, reply);
    checkDocumentDepth(request.body);
    await yieldToLoop();
    const input = parseInput(panelSaveSchema, request.body);
    await yieldToLoop();
    return ok(await groups.save(accessOf(request), input));
  });

  // A document asked before the page's script has loaded (HEADERS.answersAhead, the boot
  // script's) also starts its charts' answers (issue 22 part 1). Asked from a page already
  // running, its own chart calls follow at once: starting them here too only costs.
  const findOneAndAnswerAhead = async (request: FastifyRequest) => {
    const detail = await documents.findOne(resourceOf(request, 'panel'));
    if (request.headers[AHEAD_HEADER] === '1') answerAhead(request, detail);
    return ok(detail);
  };
  app.get('/panel/group/findOne/:id', panel('view'), findOneAndAnswerAhead);
  // A share link's visitor (SPEC §7 api/link/viewDetail): the document of the link's own
  // dashboard, and of no other (ResourceAccess, SECURITY B5).
  const linkView = access(withLinkVisitors(onObject('panel', 'view', { params: 'id' }, READ)));
  app.post('/api/link/viewDetail/:id', linkView, findOneAndAnswerAhead);

  // A dashboard ('manage' on it) or a folder with all it holds, decided inside.
  app.post('/panel/group/deleteCircle/:id', access(needsPermission(MANAGE)), async (request) => {
    const { id } = parseInput(z.strictObject({ id: idSchema }), request.params);
    await groups.deleteCircle(accessOf(request), id);
    return ok(null);
  });

  app.post('/panel/version/list/:id', panel('view'), async (request) =>
    ok(await documents.versions(resourceOf(request, 'panel'))),
  );

  app.get('/panel/version/findOne/:id/:version', panel('view'), async (request) => {
    const { version } = parseInput(versionParamsSchema, request.params);
    return ok(await documents.version(resourceOf(request, 'panel'), version));
  });

  app.post('/panel/version/restore/:id', panel('manage', MANAGE), async (request) => {
    const input = parseInput(panelRestoreSchema, request.body);
    return ok(await documents.restore(resourceOf(request, 'panel'), accessOf(request), input));
  });

  app.post('/panel/subject/querySubjectWithGroup', access(needsPermission(READ)), async (request) =>
    ok(await subjects.list(accessOf(request), requestLanguage(request))),
  );

  app.post('/panel/subject/update', access(needsPermission(MANAGE)), async (request) => {
    const input = parseInput(subjectSaveSchema, request.body);
    return ok(await subjects.save(accessOf(request), input));
  });

  app.delete('/panel/subject/delete/:id', access(needsPermission(MANAGE)), async (request) => {
    const { id } = parseInput(z.strictObject({ id: idSchema }), request.params);
    await subjects.remove(accessOf(request), id);
    return ok(null);
  });
}
