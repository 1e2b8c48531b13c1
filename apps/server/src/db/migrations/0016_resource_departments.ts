import { sql, type Kysely } from 'kysely';

/**
 * A resource belongs to the organisation it was made in (issue 21 part 1): `org_id` stays its
 * tenant (the boundary nothing crosses, SECURITY B1), `dept_id` is the organisation inside that
 * tenant its creator was in when it was made. Deleting an organisation is refused while
 * resources belong to it, and a management capability held in a department reaches that
 * department's subtree only. Resources made before this belong to their tenant.
 */
export const RESOURCE_TABLES_WITH_DEPARTMENT = [
  'datasources',
  'dataset_groups',
  'datasets',
  'chart_groups',
  'charts',
  'panel_groups',
  'panels',
  'panel_subjects',
  'panel_images',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of RESOURCE_TABLES_WITH_DEPARTMENT) {
    await db.schema
      .alterTable(table)
      .addColumn('dept_id', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update ${sql.table(table)} set dept_id = org_id`.execute(db);
    await db.schema.createIndex(`${table}_dept_idx`).on(table).column('dept_id').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of RESOURCE_TABLES_WITH_DEPARTMENT) {
    await db.schema.dropIndex(`${table}_dept_idx`).execute();
    await db.schema.alterTable(table).dropColumn('dept_id').execute();
  }
}
