import type { DatasetPreview, FilterNode } from '@tessera/contracts';
import type { TestContext } from '../helpers.js';
import { dataOf, type client } from '../datasource/support.js';

type Api = ReturnType<typeof client>;

/** The `${user.<name>}` value a rule reads (written out so tests read like the stored rule). */
export const userValue = (name: string) => `\${user.${name}}`;

export const eq = (fieldId: string, value: string): FilterNode => ({
  kind: 'condition',
  fieldId,
  operator: 'eq',
  value,
});

/** Saves a row rule through the API (fails the test unless it is accepted). */
export async function saveRule(
  api: Api,
  datasetId: string,
  targetType: 'user' | 'role' | 'dept',
  targetId: number,
  filter: FilterNode,
): Promise<void> {
  dataOf(
    await api.post('/dataset/rowPermission/save', { datasetId, targetType, targetId, filter }),
  );
}

export async function deleteRule(
  api: Api,
  datasetId: string,
  targetType: 'user' | 'role' | 'dept',
  targetId: number,
): Promise<void> {
  dataOf(await api.post('/dataset/rowPermission/delete', { datasetId, targetType, targetId }));
}

/** Gives a user one more role (createUser gives one). */
export async function addRole(ctx: TestContext, userId: number, roleId: number): Promise<void> {
  await ctx.services.db
    .insertInto('user_roles')
    .values({ user_id: userId, role_id: roleId })
    .execute();
}

export async function setAttribute(
  ctx: TestContext,
  userId: number,
  name: string,
  value: string,
): Promise<void> {
  await ctx.services.db
    .insertInto('user_attributes')
    .values({ user_id: userId, name, value })
    .onConflict((oc) => oc.columns(['user_id', 'name']).doUpdateSet({ value }))
    .execute();
}

/** A preview's distinct values of one column (by origin name), sorted. */
export function columnOf(preview: DatasetPreview, column: string): unknown[] {
  const index = preview.fields.findIndex((f) => f.originName === column);
  if (index < 0) throw new Error(`no column ${column}`);
  return [...new Set(preview.data.map((row) => row[index]))].sort();
}

export async function previewOf(api: Api, datasetId: string): Promise<DatasetPreview> {
  return dataOf<DatasetPreview>(await api.post(`/dataset/table/getPreviewData/${datasetId}`));
}

export async function storedRules(ctx: TestContext): Promise<unknown[]> {
  return ctx.services.db.selectFrom('dataset_row_permissions').selectAll().orderBy('id').execute();
}
