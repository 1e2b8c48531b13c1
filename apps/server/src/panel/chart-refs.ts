import { GRANT_LEVELS } from '@tessera/contracts';
import type { AccessContext, Principal } from '../auth/access.js';
import type { ResourceAccess } from '../auth/resources.js';
import type { DashboardFolderAdvice, DashboardReach } from '../seams/dashboards.js';
import type { Db } from '../db/database.js';
import { AppError, notFound } from '../http/app-error.js';
import { findPanel, parentOf } from './repository.js';

/**
 * Charts on dashboards: what a document may place, the `panel_charts` rows that record what
 * each current document places, and what those rows give the chart feature (reading a chart's
 * data through a dashboard, where a new chart should go, which charts cannot be deleted).
 */

/** The charts of the caller's organisation among `ids`, with their titles. */
export function chartsOfOrg(db: Db, orgId: number, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('charts')
    .select(['id', 'title'])
    .where('org_id', '=', orgId)
    .where('id', 'in', [...ids])
    .orderBy('title')
    .execute();
}

/**
 * Charts a document newly places must be the caller's to use: one of another organisation or
 * unknown is not found (SECURITY B1), one only viewed is refused naming the charts. `missing`
 * says what to do with ids that do not exist: a save refuses them; a restore of an old version
 * keeps a reference to a chart deleted since (it shows as an error in its own place only).
 */
export async function checkPlacedCharts(
  db: Db,
  resources: ResourceAccess,
  access: AccessContext,
  added: readonly string[],
  missing: 'refuse' | 'keep',
): Promise<void> {
  if (added.length === 0) return;
  const found = await chartsOfOrg(db, access.orgId, added);
  if (missing === 'refuse' && found.length < added.length) throw notFound();
  const levels = await resources.levels(
    access,
    'chart',
    found.map((c) => c.id),
  );
  // A chart the caller may not even see does not exist for them: its title is not named.
  if (found.some((c) => (levels.get(c.id) ?? 0) === 0)) throw notFound();
  const refused = found.filter((c) => (levels.get(c.id) ?? 0) < GRANT_LEVELS.use);
  if (refused.length > 0)
    throw new AppError(403, 'PANEL_CHART_NOT_USABLE', undefined, {
      names: refused.map((c) => c.title).join(', '),
    });
}

/**
 * Rewrites which charts a dashboard's current document places, inside the save's transaction.
 * A chart newly placed (`required`) that was deleted since it was checked fails the save; an
 * old reference to a chart gone since (a restored version) is simply not recorded.
 */
export async function rebuildPanelCharts(
  trx: Db,
  panelId: string,
  orgId: number,
  chartIds: readonly string[],
  required: readonly string[],
): Promise<void> {
  const existing = new Set((await chartsOfOrg(trx, orgId, chartIds)).map((c) => c.id));
  if (required.some((id) => !existing.has(id))) throw notFound();
  await trx.deleteFrom('panel_charts').where('panel_id', '=', panelId).execute();
  if (existing.size > 0)
    await trx
      .insertInto('panel_charts')
      .values([...existing].map((chart_id) => ({ panel_id: panelId, chart_id })))
      .execute();
}

/**
 * ChartData's seam: a signed-in user with 'view' on a dashboard of the same organisation that
 * places the chart reads its data without 'use' on the chart; a share-link visitor reads the
 * charts its own dashboard places.
 */
export function dashboardReach(db: Db, resources: ResourceAccess): DashboardReach {
  return async (principal: Principal, chartId: string) => {
    if (principal.kind === 'link') {
      const row = await db
        .selectFrom('panel_charts')
        .innerJoin('panels', 'panels.id', 'panel_charts.panel_id')
        .select('panels.id')
        .where('panel_charts.chart_id', '=', chartId)
        .where('panel_charts.panel_id', '=', principal.panelId)
        .where('panels.org_id', '=', principal.orgId)
        .executeTakeFirst();
      return row !== undefined;
    }
    const panels = await db
      .selectFrom('panel_charts')
      .innerJoin('panels', 'panels.id', 'panel_charts.panel_id')
      .select('panels.id')
      .where('panel_charts.chart_id', '=', chartId)
      .where('panels.org_id', '=', principal.orgId)
      .execute();
    if (panels.length === 0) return false;
    const levels = await resources.levels(
      principal,
      'panel',
      panels.map((p) => p.id),
    );
    return [...levels.values()].some((level) => level >= GRANT_LEVELS.view);
  };
}

/**
 * ChartService's seam: for a dashboard the caller may see, the folder of the most recently
 * changed chart it places (null when it places none); undefined when the id is no dashboard of
 * theirs, so the chart feature falls back to its own advice.
 */
export function dashboardAdvice(db: Db, resources: ResourceAccess): DashboardFolderAdvice {
  return async (access, id) => {
    const panel = await findPanel(db, id, access.orgId);
    if (!panel) return undefined;
    const level = (await resources.levels(access, 'panel', [panel.id])).get(panel.id) ?? 0;
    if (level < GRANT_LEVELS.view) return undefined;
    const latest = await db
      .selectFrom('panel_charts')
      .innerJoin('charts', 'charts.id', 'panel_charts.chart_id')
      .select('charts.group_id')
      .where('panel_charts.panel_id', '=', panel.id)
      .where('charts.org_id', '=', access.orgId)
      .orderBy('charts.update_time', 'desc')
      .orderBy('charts.id', 'desc')
      .executeTakeFirst();
    return latest ? parentOf(latest.group_id) : null;
  };
}
