import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { recordDemoObjects } from '../../demo/record.js';

/**
 * Issue 19: the demo objects (the warehouse, the "Demo" folders, "Demo sales" and its fields,
 * the charts, the two dashboards and their components' titles) were named once, in the language
 * of the first start. Each now has a row with its names in zh-CN, zh-TW and en, and the name it
 * was stored under: the server answers the reader's language while the stored name is
 * unchanged (a rename wins in every language). Stored names are never rewritten, so the
 * uniqueness keys of their folders stay as they are. An existing install's demo objects are
 * recorded here, those already renamed left out; a new install records them at seed time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('demo_objects')
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('object_id', 'varchar(160)', (c) => c.notNull())
    .addColumn('seeded_name', 'text', (c) => c.notNull())
    .addColumn('name_zh_cn', 'text', (c) => c.notNull())
    .addColumn('name_zh_tw', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('demo_objects_pk', ['kind', 'object_id'])
    .execute();
  await recordDemoObjects(db as Kysely<Database>);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('demo_objects').execute();
}
