import { sql, type Kysely } from 'kysely';
import { nameSkeleton } from '@tessera/contracts/name-skeleton';

/**
 * Name keys now fold compatibility forms and case before the confusable skeleton (SECURITY C8:
 * "Ｄemo" and "ᴰemo" beside "Demo"), so every stored key is computed again, in every naming
 * scope. Names are left exactly as they were typed. Look-alikes saved before this rule keep
 * their names and stay editable while their name is kept (the services skip the check for an
 * unchanged name in an unchanged place); where (organisation, key) is unique — data sources —
 * the later look-alike's key gets its id appended, as migration 0004 did.
 */

/** Every table holding a name key, and the column holding the name. */
const KEYED: readonly { table: string; name: string }[] = [
  { table: 'dataset_groups', name: 'name' },
  { table: 'datasets', name: 'name' },
  { table: 'chart_groups', name: 'name' },
  { table: 'charts', name: 'title' },
  { table: 'panel_groups', name: 'name' },
  { table: 'panels', name: 'name' },
  { table: 'panel_subjects', name: 'name' },
];

async function rekey(db: Kysely<unknown>, table: string, name: string): Promise<void> {
  const rows = await sql<{ id: string; name: string }>`
    select id, ${sql.ref(name)} as name from ${sql.table(table)}`.execute(db);
  for (const row of rows.rows)
    await sql`update ${sql.table(table)} set name_key = ${nameSkeleton(row.name)}
      where id = ${row.id}`.execute(db);
}

/** Data sources: one key per organisation, so the index goes while keys change (0004's rule). */
async function rekeyDatasources(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('datasources_org_name_key_uq').ifExists().execute();
  const rows = await sql<{ id: string; org_id: number; name: string }>`
    select id, org_id, name from datasources order by create_time, id`.execute(db);
  const seen = new Set<string>();
  for (const row of rows.rows) {
    const skeleton = nameSkeleton(row.name);
    const scoped = `${row.org_id} ${skeleton}`;
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

/**
 * One transaction: the migrator runs SQLite migrations outside one (it assumes DDL cannot roll
 * back), and a process stopped between dropping the unique index and making it again must not
 * leave a store without it. PostgreSQL migrations already run inside one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const run = async (trx: Kysely<unknown>) => {
    await rekeyDatasources(trx);
    for (const { table, name } of KEYED) await rekey(trx, table, name);
  };
  if (db.isTransaction) await run(db);
  else await db.transaction().execute(run);
}

/**
 * Nothing to undo: the older key function went with the older code. Keys made by this one are
 * equal to the older ones for names without compatibility forms or special case mappings, so
 * older code reading them still finds those look-alikes, and misses only the ones it always
 * missed.
 */
export async function down(): Promise<void> {}
