import { sql, type Kysely } from 'kysely';
import { nameSkeleton } from '@tessera/contracts/name-skeleton';

/**
 * Names are unique within their scope by their confusable skeleton (SECURITY C8): each data
 * source stores its name's key, and (organisation, key) is unique, so a look-alike of an
 * existing name cannot be stored even by two requests racing. Existing look-alikes (saved
 * before this rule) keep their names; their keys get the id appended so the index can hold,
 * and they stay editable as long as the name is left as it is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // text: a 25-character name can have a skeleton ten times as long (U+FDFA alone is 18).
  await db.schema.alterTable('datasources').addColumn('name_key', 'text').execute();
  const rows = await sql<{ id: string; org_id: number; name: string }>`
    select id, org_id, name from datasources order by create_time, id`.execute(db);
  const seen = new Set<string>();
  for (const row of rows.rows) {
    const skeleton = nameSkeleton(row.name.normalize('NFC').trim());
    const scoped = `${row.org_id} ${skeleton}`;
    // '#' and the id: no PostgreSQL text can hold NUL, and no skeleton of a real name ends so.
    const key = seen.has(scoped) ? `${skeleton}#${row.id}` : skeleton;
    seen.add(scoped);
    await sql`update datasources set name_key = ${key} where id = ${row.id}`.execute(db);
  }
  await db.schema
    .createIndex('datasources_org_name_key_uq')
    .on('datasources')
    .columns(['org_id', 'name_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('datasources_org_name_key_uq').ifExists().execute();
  await db.schema.alterTable('datasources').dropColumn('name_key').execute();
}
