import { sql, type Kysely } from 'kysely';

/**
 * The secret throttle now stores its counters under a keyed hash of their names (SECURITY
 * A11): "user:<tried name>" and "ip:<address>" rows written before are dropped. The hash key
 * lives in the data folder, not in the store, so they cannot be hashed here; what is lost is at
 * most one lock window (15 minutes) of counts, once, at the upgrade.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from login_failures where key like 'user:%' or key like 'ip:%'`.execute(db);
}

/** Nothing to undo: older code starts its clear counters afresh beside the hashed ones. */
export async function down(): Promise<void> {}
