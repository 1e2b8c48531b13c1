import {
  GRANT_LEVELS,
  PANEL_VERSIONS_KEPT,
  chartIdsOf,
  walkComponents,
  type CanvasComponent,
} from '@tessera/contracts';
import { nameSkeleton } from '@tessera/contracts/name-skeleton';
import { grant } from '../auth/grants.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { rebuildPanelCharts } from './chart-refs.js';

/**
 * The writes of a dashboard's document (DESIGN §6): each is ONE transaction that changes the
 * dashboard row, records the version, forgets versions past the kept number and rewrites which
 * charts the document places. SQLite's journal makes the transaction all or nothing, so a
 * process killed mid-save (SECURITY F2) leaves the old version or the new one, never half.
 */

/** A document ready to store: its JSON text and what it places. */
export interface StoredDocument {
  style: string;
  data: string;
  /** Components counted for the history list, group children included. */
  components: number;
  chartIds: string[];
  /**
   * Charts this save newly places, checked before the transaction: one deleted meanwhile
   * makes the save fail (404) instead of placing a hole.
   */
  added?: readonly string[];
}

export function storedDocument(style: string, components: readonly CanvasComponent[]) {
  return {
    style,
    data: JSON.stringify(components),
    components: [...walkComponents(components)].length,
    chartIds: chartIdsOf(components),
  } satisfies StoredDocument;
}

/** A document this server stored (checked when it was saved), as it is. */
export function storedDocumentOfText(style: string, data: string): StoredDocument {
  const components = JSON.parse(data) as CanvasComponent[];
  return { ...storedDocument(style, components), data };
}

/** The charts a stored document places. */
export const chartIdsOfText = (data: string): string[] =>
  chartIdsOf(JSON.parse(data) as CanvasComponent[]);

export interface Writer {
  orgId: number;
  /** The writer's organisation inside the tenant: a new dashboard belongs to it. */
  deptId: number;
  userId: number;
  now: number;
}

async function recordVersion(
  trx: Db,
  panelId: string,
  version: number,
  name: string,
  doc: StoredDocument,
  by: Writer,
  restoredFrom: number | null = null,
): Promise<void> {
  await trx
    .insertInto('panel_versions')
    .values({
      panel_id: panelId,
      version,
      name,
      panel_style: doc.style,
      panel_data: doc.data,
      components: doc.components,
      update_by: by.userId,
      update_time: by.now,
      restored_from: restoredFrom,
    })
    .execute();
  await trx
    .deleteFrom('panel_versions')
    .where('panel_id', '=', panelId)
    .where('version', '<=', version - PANEL_VERSIONS_KEPT)
    .execute();
  await rebuildPanelCharts(trx, panelId, by.orgId, doc.chartIds, doc.added ?? []);
}

/** A new dashboard at version 1: the creator manages it, its organisation views it. */
export async function insertPanel(
  db: Db,
  row: { id: string; parent: string; name: string },
  doc: StoredDocument,
  by: Writer,
): Promise<void> {
  await db.transaction().execute((trx) => insertPanelRows(trx, row, doc, by));
}

/** insertPanel's writes, inside a transaction the caller holds (the first-start demo's). */
export async function insertPanelRows(
  trx: Db,
  row: { id: string; parent: string; name: string },
  doc: StoredDocument,
  by: Writer,
): Promise<void> {
  await trx
    .insertInto('panels')
    .values({
      id: row.id,
      org_id: by.orgId,
      dept_id: by.deptId,
      group_id: row.parent,
      name: row.name,
      name_key: nameSkeleton(row.name),
      panel_style: doc.style,
      panel_data: doc.data,
      version: 1,
      create_by: by.userId,
      update_by: by.userId,
      create_time: by.now,
      update_time: by.now,
    })
    .execute();
  await recordVersion(trx, row.id, 1, row.name, doc, by);
  await grant(trx, 'panel', row.id, 'user', by.userId, GRANT_LEVELS.manage);
  await grant(trx, 'panel', row.id, 'org', by.orgId, GRANT_LEVELS.view);
}

/**
 * The next version of a dashboard, written only if it still is at `expected`: the check is
 * part of the UPDATE, so of two saves racing from the same version exactly one wins and the
 * other is a conflict with nothing changed. `restoredFrom` names the version a restore
 * brought back.
 */
export async function writeNextVersion(
  db: Db,
  change: { id: string; expected: number; name: string; parent: string },
  doc: StoredDocument,
  by: Writer,
  restoredFrom: number | null = null,
): Promise<number> {
  const version = change.expected + 1;
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('panels')
      .set({
        name: change.name,
        name_key: nameSkeleton(change.name),
        group_id: change.parent,
        panel_style: doc.style,
        panel_data: doc.data,
        version,
        update_by: by.userId,
        update_time: by.now,
      })
      .where('id', '=', change.id)
      .where('org_id', '=', by.orgId)
      .where('version', '=', change.expected)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new AppError(409, 'PANEL_VERSION_CONFLICT');
    await recordVersion(trx, change.id, version, change.name, doc, by, restoredFrom);
  });
  return version;
}
