import { sql, type Kysely } from 'kysely';

/**
 * A grant to an organisation may reach its sub-organisations too (issue 21 part 4). Until now an
 * organisation grant always named a tenant and reached every user of it, so every existing one
 * keeps that meaning (1); a new grant to an organisation reaches its own users only unless said.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('resource_grants')
    .addColumn('with_sub_orgs', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update resource_grants set with_sub_orgs = 1 where target_type = 'org'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('resource_grants').dropColumn('with_sub_orgs').execute();
}
