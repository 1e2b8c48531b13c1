import type { Selectable } from 'kysely';
import { nameSkeleton } from '@tessera/contracts/name-skeleton';
import { siblingNameClash } from '../folders/sibling-names.js';
import type { Db } from '../db/database.js';
import type { PanelGroupTable, PanelTable, PanelVersionTable } from '../db/schema.js';

export { newId, parentOf, storedParent } from '../dataset/repository.js';

export type PanelGroupRow = Selectable<PanelGroupTable>;
/** A dashboard without its document: what access checks and the tree need (documents are big). */
export type PanelRow = Omit<Selectable<PanelTable>, 'panel_style' | 'panel_data'>;
export type PanelVersionRow = Selectable<PanelVersionTable>;
export type PanelVersionHead = Omit<PanelVersionRow, 'panel_style' | 'panel_data'>;

const HEAD_COLUMNS = [
  'id',
  'org_id',
  'dept_id',
  'group_id',
  'name',
  'name_key',
  'version',
  'create_by',
  'update_by',
  'create_time',
  'update_time',
] as const;

// Every read is scoped to one organisation: an id of another one simply does not exist.

export function findPanel(db: Db, id: string, orgId: number): Promise<PanelRow | undefined> {
  return db
    .selectFrom('panels')
    .select(HEAD_COLUMNS)
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
}

/** The current document of a dashboard already found (and so of the caller's organisation). */
export function findDocument(db: Db, id: string) {
  return db
    .selectFrom('panels')
    .select(['panel_style', 'panel_data', 'version'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function listPanels(db: Db, orgId: number): Promise<PanelRow[]> {
  return db.selectFrom('panels').select(HEAD_COLUMNS).where('org_id', '=', orgId).execute();
}

export function findGroup(db: Db, id: string, orgId: number) {
  return db
    .selectFrom('panel_groups')
    .selectAll()
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
}

export function listGroups(db: Db, orgId: number): Promise<PanelGroupRow[]> {
  return db.selectFrom('panel_groups').selectAll().where('org_id', '=', orgId).execute();
}

/**
 * Whether a folder or dashboard of that name (or a look-alike: its skeleton, SECURITY C8)
 * already sits in the same folder.
 */
export async function siblingNameTaken(
  db: Db,
  orgId: number,
  parent: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const key = nameSkeleton(name);
  const sharing = (table: 'panel_groups' | 'panels', column: 'pid' | 'group_id') =>
    db
      .selectFrom(table)
      .select(['id', 'name'])
      .where('org_id', '=', orgId)
      .where(column, '=', parent)
      .where('name_key', '=', key)
      .execute();
  const rows = [
    ...(await sharing('panel_groups', 'pid')),
    ...(await sharing('panels', 'group_id')),
  ];
  return siblingNameClash(rows, name, exceptId);
}

/** The kept versions of a dashboard, newest first, without their documents. */
export function listVersions(db: Db, panelId: string): Promise<PanelVersionHead[]> {
  return db
    .selectFrom('panel_versions')
    .select([
      'panel_id',
      'version',
      'name',
      'components',
      'update_by',
      'update_time',
      'restored_from',
    ])
    .where('panel_id', '=', panelId)
    .orderBy('version', 'desc')
    .execute();
}

export function findVersion(
  db: Db,
  panelId: string,
  version: number,
): Promise<PanelVersionRow | undefined> {
  return db
    .selectFrom('panel_versions')
    .selectAll()
    .where('panel_id', '=', panelId)
    .where('version', '=', version)
    .executeTakeFirst();
}

/** Nick names of users by id ('' for none or a user since removed). */
export async function nickNames(
  db: Db,
  ids: readonly (number | null)[],
): Promise<(id: number | null) => string> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows = wanted.length
    ? await db.selectFrom('users').select(['id', 'nick_name']).where('id', 'in', wanted).execute()
    : [];
  const names = new Map(rows.map((row) => [row.id, row.nick_name]));
  return (id) => (id === null ? '' : (names.get(id) ?? ''));
}

/** The dataset each of the given charts reads (chart id → dataset id), within the organisation. */
export async function chartDatasets(
  db: Db,
  orgId: number,
  chartIds: readonly string[],
): Promise<Record<string, string>> {
  if (chartIds.length === 0) return {};
  const rows = await db
    .selectFrom('charts')
    .select(['id', 'dataset_id'])
    .where('org_id', '=', orgId)
    .where('id', 'in', [...chartIds])
    .execute();
  return Object.fromEntries(rows.map((row) => [row.id, row.dataset_id]));
}
