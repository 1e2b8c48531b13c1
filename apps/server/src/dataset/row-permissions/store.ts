import type { FilterNode, GrantTargetType } from '@tessera/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DatasetRowPermissionTable } from '../../db/schema.js';
import { newId } from '../repository.js';

export type RowPermissionRow = Selectable<DatasetRowPermissionTable>;
export type StoredTargetType = RowPermissionRow['target_type'];

/** The contract says 'dept' for an organisation; grants and rules store 'org'. */
export function storedTargetType(type: GrantTargetType): StoredTargetType {
  return type === 'dept' ? 'org' : type;
}

export function contractTargetType(type: StoredTargetType): GrantTargetType {
  return type === 'org' ? 'dept' : type;
}

export function listRowPermissions(db: Db, datasetId: string): Promise<RowPermissionRow[]> {
  return db
    .selectFrom('dataset_row_permissions')
    .selectAll()
    .where('dataset_id', '=', datasetId)
    .orderBy('target_type')
    .orderBy('target_id')
    .execute();
}

/** The target's rule on the dataset is replaced (one per dataset and target). */
export async function saveRowPermission(
  db: Db,
  input: { datasetId: string; targetType: StoredTargetType; targetId: number; filter: FilterNode },
): Promise<string> {
  const now = Date.now();
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('dataset_row_permissions')
      .select('id')
      .where('dataset_id', '=', input.datasetId)
      .where('target_type', '=', input.targetType)
      .where('target_id', '=', input.targetId)
      .executeTakeFirst();
    const filter = JSON.stringify(input.filter);
    if (existing) {
      await trx
        .updateTable('dataset_row_permissions')
        .set({ filter, update_time: now })
        .where('id', '=', existing.id)
        .execute();
      return existing.id;
    }
    const id = newId();
    await trx
      .insertInto('dataset_row_permissions')
      .values({
        id,
        dataset_id: input.datasetId,
        target_type: input.targetType,
        target_id: input.targetId,
        filter,
        create_time: now,
        update_time: now,
      })
      .execute();
    return id;
  });
}

export async function deleteRowPermission(
  db: Db,
  datasetId: string,
  targetType: StoredTargetType,
  targetId: number,
): Promise<void> {
  await db
    .deleteFrom('dataset_row_permissions')
    .where('dataset_id', '=', datasetId)
    .where('target_type', '=', targetType)
    .where('target_id', '=', targetId)
    .execute();
}

/**
 * The rules on these datasets that apply to one user, in one query: those naming the user, one
 * of their roles (by membership, read here), or their organisation — their own (`deptId`) or
 * their tenant (`orgId`). Rules of the organisations in between wait for the organisation chain
 * (issue 21's other part).
 */
export function rulesApplying(
  db: Db,
  datasetIds: readonly string[],
  user: { userId: number; orgChain: readonly number[] },
): Promise<Pick<RowPermissionRow, 'dataset_id' | 'filter'>[]> {
  return db
    .selectFrom('dataset_row_permissions')
    .select(['dataset_id', 'filter'])
    .where('dataset_id', 'in', datasetIds)
    .where((eb) =>
      eb.or([
        eb.and([eb('target_type', '=', 'user'), eb('target_id', '=', user.userId)]),
        eb.and([eb('target_type', '=', 'org'), eb('target_id', 'in', [...user.orgChain])]),
        eb.and([
          eb('target_type', '=', 'role'),
          eb(
            'target_id',
            'in',
            eb.selectFrom('user_roles').select('role_id').where('user_id', '=', user.userId),
          ),
        ]),
      ]),
    )
    .orderBy('id')
    .execute();
}

/** One user's attributes by name (the values `${user.<name>}` reads). */
export async function attributesOf(db: Db, userId: number): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('user_attributes')
    .select(['name', 'value'])
    .where('user_id', '=', userId)
    .execute();
  return new Map(rows.map((r) => [r.name, r.value]));
}
