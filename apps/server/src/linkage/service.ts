import {
  canvasStyleSchema,
  parsePanelStyle,
  type CanvasStyle,
  type LinkageGatherEntry,
  type PanelLinkageInfo,
  type PanelSaved,
  type linkageGatherRequestSchema,
  type linkageSaveSchema,
} from '@tessera/contracts';
import type { z } from 'zod';
import type { AccessContext } from '../auth/access.js';
import type { LoadedResource } from '../auth/resources.js';
import { listFieldsOf } from '../dataset/repository.js';
import { AppError, badRequest, notFound } from '../http/app-error.js';
import type { PanelDeps } from '../panel/deps.js';
import { chartDatasets, findDocument } from '../panel/repository.js';
import { chartIdsOfText, storedDocumentOfText, writeNextVersion } from '../panel/store.js';
import { gatherLinks, linkageInfo, replaceSourceLinks } from './links.js';

type Loaded = LoadedResource<'panel'>;
type GatherInput = z.output<typeof linkageGatherRequestSchema>;
type SaveInput = z.output<typeof linkageSaveSchema>;

/** A dashboard's current document, read for its linkage: its style and the charts it places. */
interface LinkageDocument {
  style: CanvasStyle;
  data: string;
  placed: Set<string>;
}

/**
 * Linkage (cross-filter) of issue 10, kept in the dashboard's saved canvas style: read by its
 * viewers, replaced per source chart by its managers as a new version of the document, through
 * the same versioned write as a dashboard save (a stale version changes nothing).
 */
export class PanelLinkages {
  constructor(private readonly deps: PanelDeps) {}

  async info({ row }: Loaded): Promise<PanelLinkageInfo> {
    const doc = await this.document(row.id);
    return linkageInfo(doc.style.linkage, doc.placed);
  }

  async gather({ row }: Loaded, input: GatherInput): Promise<LinkageGatherEntry[]> {
    const doc = await this.document(row.id);
    return gatherLinks(doc.style.linkage, doc.placed, input.sourceViewId, input.targetViewIds);
  }

  async save({ row }: Loaded, access: AccessContext, input: SaveInput): Promise<PanelSaved> {
    const { db } = this.deps;
    if (input.version !== row.version) throw new AppError(409, 'PANEL_VERSION_CONFLICT');
    const doc = await this.document(row.id);
    const targetIds = input.targets.map((t) => t.targetViewId);
    if (new Set(targetIds).size !== targetIds.length) throw badRequest();
    const charts = [input.sourceViewId, ...targetIds];
    const notPlaced = (id: string) => !doc.placed.has(id);
    if (charts.some(notPlaced) || targetIds.includes(input.sourceViewId))
      throw new AppError(400, 'LINKAGE_CHART_NOT_ON_PANEL');
    // Each chart's dataset (a chart deleted since the document was saved has none).
    const datasetOf = await chartDatasets(db, row.org_id, charts);
    if (charts.some((id) => datasetOf[id] === undefined))
      throw new AppError(400, 'LINKAGE_CHART_NOT_ON_PANEL');
    const fields = await listFieldsOf(db, [...new Set(Object.values(datasetOf))]);
    const fieldOf = (fieldId: string, chartId: string) =>
      fields.some((f) => f.id === fieldId && f.dataset_id === datasetOf[chartId]);
    for (const target of input.targets)
      for (const pair of target.fields)
        if (
          !fieldOf(pair.sourceFieldId, input.sourceViewId) ||
          !fieldOf(pair.targetFieldId, target.targetViewId)
        )
          throw new AppError(400, 'LINKAGE_FIELD_INVALID');

    const next = canvasStyleSchema.safeParse({
      ...doc.style,
      linkage: replaceSourceLinks(doc.style.linkage, input.sourceViewId, input.targets),
    });
    // More links than a dashboard keeps (INTERACTION_LIMITS.linkages).
    if (!next.success) throw badRequest();
    const stored = storedDocumentOfText(JSON.stringify(next.data), doc.data);
    const change = { id: row.id, expected: input.version, name: row.name, parent: row.group_id };
    const by = { orgId: row.org_id, deptId: row.dept_id, userId: access.userId, now: Date.now() };
    return { id: row.id, version: await writeNextVersion(db, change, stored, by) };
  }

  private async document(panelId: string): Promise<LinkageDocument> {
    const current = await findDocument(this.deps.db, panelId);
    if (!current) throw notFound();
    // Stored documents passed the contract when saved; an older one gets the defaults.
    const style = parsePanelStyle(current.panel_style);
    if (!style) throw new AppError(500, 'INTERNAL_ERROR');
    return {
      style,
      data: current.panel_data,
      placed: new Set(chartIdsOfText(current.panel_data)),
    };
  }
}
