import type { Insertable, Selectable, Updateable } from 'kysely';
import { nameSkeleton } from '@tessera/contracts/name-skeleton';
import type { Db } from '../db/database.js';
import type { DatasourceTable } from '../db/schema.js';

export type DatasourceRow = Selectable<DatasourceTable>;
export type NewDatasourceRow = Insertable<DatasourceTable>;

/** Every read is scoped to one organisation: an id of another one simply does not exist. */
export function findInOrg(db: Db, id: string, orgId: number): Promise<DatasourceRow | undefined> {
  return db
    .selectFrom('datasources')
    .selectAll()
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
}

export function listInOrg(db: Db, orgId: number): Promise<DatasourceRow[]> {
  return db.selectFrom('datasources').selectAll().where('org_id', '=', orgId).execute();
}

/** Every source of every organisation: for the status scheduler only. */
export function listAll(db: Db): Promise<DatasourceRow[]> {
  return db.selectFrom('datasources').selectAll().orderBy('id').execute();
}

export function findBuiltin(db: Db, orgId: number): Promise<DatasourceRow | undefined> {
  return db
    .selectFrom('datasources')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('builtin', '=', 1)
    .executeTakeFirst();
}

/** Whether a name, or one that looks the same (its skeleton), is taken in the organisation. */
export async function nameTaken(
  db: Db,
  orgId: number,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('datasources')
    .select('id')
    .where('org_id', '=', orgId)
    .where('name_key', '=', nameSkeleton(name));
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertDatasource(db: Db, row: NewDatasourceRow): Promise<void> {
  await db.insertInto('datasources').values(row).execute();
}

export async function updateDatasource(
  db: Db,
  id: string,
  orgId: number,
  patch: Updateable<DatasourceTable>,
): Promise<void> {
  await db
    .updateTable('datasources')
    .set(patch)
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .execute();
}

export async function deleteDatasource(db: Db, id: string, orgId: number): Promise<void> {
  await db.deleteFrom('datasources').where('id', '=', id).where('org_id', '=', orgId).execute();
}

export async function setStatus(
  db: Db,
  id: string,
  status: 'ok' | 'error',
  message: string | null,
  time: number,
): Promise<void> {
  await db
    .updateTable('datasources')
    .set({ status, status_message: message, status_time: time })
    .where('id', '=', id)
    .execute();
}

/** SQLite and PostgreSQL both report a unique violation with these words. */
export function isUniqueViolation(error: unknown): boolean {
  const text =
    error instanceof Error ? `${error.message} ${String((error as { code?: unknown }).code)}` : '';
  return /UNIQUE constraint failed|SQLITE_CONSTRAINT_UNIQUE|duplicate key|23505/i.test(text);
}
