import type { Kysely } from 'kysely';

/**
 * A dashboard version made by restoring an earlier one records which (issue 19 part 7), so the
 * history says "restored from version 2". Null for every version saved from the editor, and
 * for versions written before this migration (nobody knows where those came from).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('panel_versions').addColumn('restored_from', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('panel_versions').dropColumn('restored_from').execute();
}
