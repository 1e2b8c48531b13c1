// Issue 21 part 5 on real databases: a stored row rule reading a user attribute holds on
// PostgreSQL and MariaDB datasets, in the preview and in filter widgets' values.
// SECURITY B3: "Row permission holds through every door: filter widgets, linkage filters, drill
// values, ... filter-value lists, export, share-link data."
import type { DatasetField, DatasetPreview } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../helpers.js';
import {
  client,
  createDatabase,
  dataOf,
  serviceAvailable,
  type ServiceId,
  type ThrowawayDatabase,
} from '../datasource/support.js';
import { valuesOf } from '../interaction/support.js';
import { addSource, addTableDataset, type Api } from './support.js';
import { columnOf, eq, previewOf, saveRule, setAttribute, userValue } from './row-rules-support.js';

const PASSWORD = 'Member#Pass2026';
const TABLE = {
  postgresql: [
    'CREATE TABLE sales (region text, amount integer)',
    "INSERT INTO sales VALUES ('North', 1), ('North', 2), ('South', 3), ('East', 4)",
  ],
  mariadb: [
    'CREATE TABLE sales (region varchar(20), amount int)',
    "INSERT INTO sales VALUES ('North', 1), ('North', 2), ('South', 3), ('East', 4)",
  ],
};

for (const id of ['postgresql', 'mariadb'] as const satisfies readonly ServiceId[]) {
  describe.runIf(await serviceAvailable(id))(`row rules on a ${id} dataset`, () => {
    let ctx: TestContext;
    let db: ThrowawayDatabase;
    let admin: Api;
    let datasetId: string;
    let region: string;
    const members: Record<string, Api> = {};

    beforeAll(async () => {
      ctx = await createTestContext();
      db = await createDatabase(id, TABLE);
      admin = client(ctx, await login(ctx.app));
      const source = await addSource(admin, db, `${id} sales`);
      datasetId = (await addTableDataset(admin, source.id, 'sales', 'Sales')).id;
      const fields = dataOf<DatasetField[]>(await admin.post(`/dataset/field/list/${datasetId}`));
      region = fields.find((f) => f.originName === 'region')?.id as string;
      for (const [name, value] of [
        ['north', 'North'],
        ['south', 'South'],
        ['unset', undefined],
      ] as const) {
        const userId = await createUser(ctx, name, PASSWORD);
        if (value) await setAttribute(ctx, userId, 'region', value);
        members[name] = client(ctx, await login(ctx.app, name, PASSWORD));
      }
      // The organisation's rule: every member sees their own region.
      await saveRule(admin, datasetId, 'dept', 1, eq(region, userValue('region')));
    });
    afterAll(async () => {
      await ctx?.close();
      await db?.drop();
    });

    it('gives each user their region’s rows, and none to a user without one', async () => {
      const north: DatasetPreview = await previewOf(members.north as Api, datasetId);
      expect(columnOf(north, 'region')).toEqual(['North']);
      expect(north.total).toBe(2);
      expect(await valuesOf(members.north as Api, { fieldIds: [region] })).toEqual(['North']);
      const south = await previewOf(members.south as Api, datasetId);
      expect(columnOf(south, 'region')).toEqual(['South']);
      expect(south.total).toBe(1);
      const unset = await previewOf(members.unset as Api, datasetId);
      expect(unset.total).toBe(0);
      expect(unset.data).toEqual([]);
      expect(await valuesOf(members.unset as Api, { fieldIds: [region] })).toEqual([]);
      expect((await previewOf(admin, datasetId)).total).toBe(4);
    });
  });
}
