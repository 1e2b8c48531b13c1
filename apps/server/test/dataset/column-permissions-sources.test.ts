// A masked text field on a PostgreSQL and on a MariaDB dataset (issue 21 part 6): the mask is
// compiled into each database's SQL, so both answer the same masked values as the warehouse,
// in chart data and in filter values. Without a service (and without CI) its block is skipped.
import {
  GRANT_LEVELS,
  type ChartViewWithData,
  type DatasetField,
  type DatasetView,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant } from '../../src/auth/grants.js';
import { createTestContext, createUser, login, type TestContext } from '../helpers.js';
import {
  client,
  createDatabase,
  dataOf,
  serviceAvailable,
  type ServiceId,
  type ThrowawayDatabase,
} from '../datasource/support.js';
import { addSource, addTableDataset, type Api } from './support.js';

const TABLE: Record<ServiceId, readonly string[]> = {
  postgresql: [
    'CREATE TABLE people (name varchar(40), amount integer)',
    "INSERT INTO people VALUES ('Alexander', 1), ('Bo', 2), ('Catherine', 3), ('Alexander', 4), (NULL, 5)",
  ],
  mariadb: [
    'CREATE TABLE people (name varchar(40), amount int)',
    "INSERT INTO people VALUES ('Alexander', 1), ('Bo', 2), ('Catherine', 3), ('Alexander', 4), (NULL, 5)",
  ],
};

for (const id of ['postgresql', 'mariadb'] as const) {
  describe.runIf(await serviceAvailable(id))(`a masked field on ${id}`, () => {
    let ctx: TestContext;
    let source: ThrowawayDatabase;
    let admin: Api;
    let ann: Api;
    let dataset: DatasetView;
    let name: string;
    let amount: string;
    let annId: number;

    beforeAll(async () => {
      ctx = await createTestContext();
      source = await createDatabase(id, TABLE);
      admin = client(ctx, await login(ctx.app));
      const added = await addSource(admin, source, `${id} people`);
      dataset = await addTableDataset(admin, added.id, 'people', `${id} people`);
      const fields = dataOf<DatasetField[]>(await admin.post(`/dataset/field/list/${dataset.id}`));
      name = fields.find((f) => f.originName === 'name')?.id as string;
      amount = fields.find((f) => f.originName === 'amount')?.id as string;
      annId = await createUser(ctx, 'ann', 'Member#Ann2026');
      await grant(ctx.services.db, 'dataset', dataset.id, 'user', annId, GRANT_LEVELS.use);
      ann = client(ctx, await login(ctx.app, 'ann', 'Member#Ann2026'));
      dataOf(
        await admin.post('/dataset/columnPermission/save', {
          datasetId: dataset.id,
          targetType: 'user',
          targetId: annId,
          fieldId: name,
          mode: 'mask',
          keepStart: 2,
          keepEnd: 1,
        }),
      );
    });
    afterAll(async () => {
      await ctx?.close();
      await source?.drop();
    });

    it('groups, sums and lists the masked names', async () => {
      const { id: chartId } = dataOf<{ id: string }>(
        await admin.post('/chart/view/save', {
          title: 'People',
          tableId: dataset.id,
          type: 'table',
          xaxis: [{ fieldId: name, sort: 'asc' }],
          yaxis: [{ fieldId: amount, aggregation: 'sum' }],
        }),
      );
      await grant(ctx.services.db, 'chart', chartId, 'user', annId, GRANT_LEVELS.use);
      const view = dataOf<ChartViewWithData>(await ann.post(`/chart/view/getData/${chartId}`, {}));
      const rows = view.data.tableRow.map((r) => [r.d0, Number(r.m0)]);
      expect(rows).toEqual(
        expect.arrayContaining([
          ['Al******r', 5],
          ['**', 2],
          ['Ca******e', 3],
          [null, 5],
        ]),
      );
      expect(rows).toHaveLength(4);
      const values = dataOf<string[]>(
        await ann.post('/dataset/field/multFieldValues', { fieldIds: [name] }),
      );
      expect([...values].sort()).toEqual(['**', 'Al******r', 'Ca******e']);
      const raw = dataOf<ChartViewWithData>(await admin.post(`/chart/view/getData/${chartId}`, {}));
      expect(raw.data.tableRow.map((r) => r.d0)).toContain('Alexander');
    });
  });
}
