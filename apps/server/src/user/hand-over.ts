import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { RESOURCE_TABLES } from '../org/holdings.js';

/**
 * What a deleted user leaves behind goes to someone else: the resources they created (their
 * `create_by`) and the grants naming them. The creator of a resource holds an explicit manage
 * grant (auth/grants.ts), so without moving grants the new owner would own rows they cannot open.
 * Runs inside the deleting transaction.
 */
export async function handOver(trx: Db, fromUserId: number, toUserId: number): Promise<void> {
  for (const { table } of RESOURCE_TABLES) {
    await sql`update ${sql.table(table)} set create_by = ${toUserId}
      where create_by = ${fromUserId}`.execute(trx);
  }
  const grants = await trx
    .selectFrom('resource_grants')
    .select(['resource_type', 'resource_id', 'level'])
    .where('target_type', '=', 'user')
    .where('target_id', '=', fromUserId)
    .execute();
  for (const row of grants) {
    // Where both hold a grant the higher level stays: a hand-over never lowers the receiver.
    await trx
      .insertInto('resource_grants')
      .values({
        resource_type: row.resource_type,
        resource_id: row.resource_id,
        target_type: 'user',
        target_id: toUserId,
        level: row.level,
        create_time: Date.now(),
      })
      .onConflict((oc) =>
        oc.columns(['resource_type', 'resource_id', 'target_type', 'target_id']).doUpdateSet({
          level: sql<number>`case when excluded.level > resource_grants.level
            then excluded.level else resource_grants.level end`,
        }),
      )
      .execute();
  }
  await dropUserGrants(trx, fromUserId);
}

/** Grants naming a deleted user go with them: nothing should point at an account that is gone. */
export async function dropUserGrants(trx: Db, userId: number): Promise<void> {
  await trx
    .deleteFrom('resource_grants')
    .where('target_type', '=', 'user')
    .where('target_id', '=', userId)
    .execute();
}
