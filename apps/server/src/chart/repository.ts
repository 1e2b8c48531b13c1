import type { Selectable } from 'kysely';
import { nameSkeleton } from '@tessera/contracts/name-skeleton';
import { siblingNameClash } from '../folders/sibling-names.js';
import type { Db } from '../db/database.js';
import type { ChartGroupTable, ChartTable } from '../db/schema.js';

export type ChartGroupRow = Selectable<ChartGroupTable>;
export type ChartRow = Selectable<ChartTable>;

export { newId, parentOf, storedParent } from '../dataset/repository.js';

// Every read is scoped to one organisation: an id of another one simply does not exist.

export function findChart(db: Db, id: string, orgId: number): Promise<ChartRow | undefined> {
  return db
    .selectFrom('charts')
    .selectAll()
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
}

export function listCharts(db: Db, orgId: number): Promise<ChartRow[]> {
  return db.selectFrom('charts').selectAll().where('org_id', '=', orgId).execute();
}

export function findGroup(db: Db, id: string, orgId: number) {
  return db
    .selectFrom('chart_groups')
    .selectAll()
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
}

export function listGroups(db: Db, orgId: number): Promise<ChartGroupRow[]> {
  return db.selectFrom('chart_groups').selectAll().where('org_id', '=', orgId).execute();
}

/** Sibling names (folders and charts) of one folder, with their skeletons and ids. */
async function siblingKeys(db: Db, orgId: number, parent: string) {
  const groups = await db
    .selectFrom('chart_groups')
    .select(['id', 'name', 'name_key'])
    .where('org_id', '=', orgId)
    .where('pid', '=', parent)
    .execute();
  const charts = await db
    .selectFrom('charts')
    .select(['id', 'title as name', 'name_key'])
    .where('org_id', '=', orgId)
    .where('group_id', '=', parent)
    .execute();
  return [...groups, ...charts];
}

/**
 * Whether a folder or chart of that name (or a look-alike: its skeleton, SECURITY C8) already
 * sits in the same folder.
 */
export async function siblingNameTaken(
  db: Db,
  orgId: number,
  parent: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const key = nameSkeleton(name);
  const sharing = (await siblingKeys(db, orgId, parent)).filter((row) => row.name_key === key);
  return siblingNameClash(sharing, name, exceptId);
}

/** The skeletons taken in a folder (for choosing a free copy title). */
export async function takenKeys(db: Db, orgId: number, parent: string): Promise<Set<string>> {
  return new Set((await siblingKeys(db, orgId, parent)).map((row) => row.name_key));
}

/** The caller's most recently changed chart, for where a new chart should go. */
export function latestChartOf(db: Db, orgId: number, userId: number) {
  return db
    .selectFrom('charts')
    .select(['id', 'group_id'])
    .where('org_id', '=', orgId)
    .where('create_by', '=', userId)
    .orderBy('update_time', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
