import type { Kysely } from 'kysely';

/**
 * Exports through a share link (issue 23 part 5): the owner decides whether the link's visitors
 * may export its charts' data — off for every link until allowed, those made before included.
 * A link event may say what it was about: an export names the chart and the format.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('panel_links')
    .addColumn('allow_export', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('panel_link_events').addColumn('detail', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('panel_link_events').dropColumn('detail').execute();
  await db.schema.alterTable('panel_links').dropColumn('allow_export').execute();
}
