import { nameSkeleton } from '@tessera/contracts/name-skeleton';
import type { Db } from '../db/database.js';
import { folderAndDescendants } from './tree.js';

/**
 * The folder tables and what they hold: datasets, charts and dashboards keep their folders alike, so the
 * writes of a folder (create, rename/move with its cycle check, delete when empty) are shared.
 */
export type FolderTables =
  | { groups: 'dataset_groups'; items: 'datasets' }
  | { groups: 'chart_groups'; items: 'charts' }
  | { groups: 'panel_groups'; items: 'panels' };

/** Creates a folder under `parent` ('' is the root). */
export async function insertFolder(
  db: Db,
  tables: FolderTables,
  row: {
    id: string;
    orgId: number;
    deptId: number;
    userId: number;
    parent: string;
    name: string;
    now: number;
  },
): Promise<void> {
  await db
    .insertInto(tables.groups)
    .values({
      id: row.id,
      org_id: row.orgId,
      dept_id: row.deptId,
      pid: row.parent,
      name: row.name,
      name_key: nameSkeleton(row.name),
      create_by: row.userId,
      create_time: row.now,
      update_time: row.now,
    })
    .execute();
}

/**
 * Renames/moves a folder; false (nothing written) when `parent` is the folder itself or one of
 * its descendants, which would cut the branch off the tree.
 */
export async function renameOrMoveFolder(
  db: Db,
  tables: FolderTables,
  change: { id: string; orgId: number; parent: string; name: string; now: number },
): Promise<boolean> {
  const groups = await db
    .selectFrom(tables.groups)
    .select(['id', 'name', 'pid'])
    .where('org_id', '=', change.orgId)
    .execute();
  const below = folderAndDescendants(
    groups.map((g) => ({
      id: g.id,
      name: g.name,
      pid: g.pid === '' ? null : g.pid /* '' is the root */,
    })),
    change.id,
  );
  if (change.parent !== '' && below.has(change.parent)) return false;
  await db
    .updateTable(tables.groups)
    .set({
      name: change.name,
      name_key: nameSkeleton(change.name),
      pid: change.parent,
      update_time: change.now,
    })
    .where('id', '=', change.id)
    .where('org_id', '=', change.orgId)
    .execute();
  return true;
}

/** Deletes a folder when it holds no folder and no item; false (nothing deleted) otherwise. */
export async function removeEmptyFolder(
  db: Db,
  tables: FolderTables,
  id: string,
  orgId: number,
): Promise<boolean> {
  const child = await db
    .selectFrom(tables.groups)
    .select('id')
    .where('org_id', '=', orgId)
    .where('pid', '=', id)
    .executeTakeFirst();
  const item = await db
    .selectFrom(tables.items)
    .select('id')
    .where('org_id', '=', orgId)
    .where('group_id', '=', id)
    .executeTakeFirst();
  if (child || item) return false;
  await db.deleteFrom(tables.groups).where('id', '=', id).where('org_id', '=', orgId).execute();
  return true;
}
