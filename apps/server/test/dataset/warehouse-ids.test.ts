// The reader remembers each organisation's warehouse source id (dataset/warehouse-ids.ts), so
// an extract's open does not look it up on every chart call. What it remembers must follow the
// store: an organisation given its warehouse later is seen at once, and a warehouse replaced by
// another is read from the new one at the next open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBuiltinWarehouse } from '../../src/datasource/builtin.js';
import { deleteDatasource } from '../../src/datasource/repository.js';
import type { DatasetDeps } from '../../src/dataset/deps.js';
import { DatasetReader } from '../../src/dataset/reader.js';
import type { DatasetRow } from '../../src/dataset/repository.js';
import { createTestContext, type TestContext } from '../helpers.js';

let ctx: TestContext;
let reader: DatasetReader;
let extract: DatasetRow;

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.services;
  // open() reads only the store for a dataset that is not a join.
  reader = new DatasetReader({ db } as DatasetDeps);
  const org = await db
    .insertInto('organisations')
    .values({ pid: 0, name: 'Warehouse memo', create_time: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The demo dataset as another organisation's synchronised extract (never stored).
  const demo = await db.selectFrom('datasets').selectAll().limit(1).executeTakeFirstOrThrow();
  extract = { ...demo, org_id: org.id, mode: 'extract', warehouse_table: 'demo_sales' };
});
afterAll(async () => ctx?.close());

const sourceOf = async () => (await reader.open(extract)).source.id;

describe('the remembered warehouse source', () => {
  it('follows the organisation’s warehouse as it is added and replaced', async () => {
    await expect(sourceOf()).rejects.toMatchObject({ code: 'DATASET_NOT_SYNCED' });

    // No warehouse was remembered: the one added now is found at the next open.
    const first = await addBuiltinWarehouse(ctx.services.db, extract.org_id);
    expect(await sourceOf()).toBe(first);
    expect(await sourceOf()).toBe(first);

    // The remembered row is gone and another replaces it: the next open reads the new one.
    await deleteDatasource(ctx.services.db, first, extract.org_id);
    const second = await addBuiltinWarehouse(ctx.services.db, extract.org_id);
    expect(second).not.toBe(first);
    expect(await sourceOf()).toBe(second);

    // And with none left, the extract is not synced again (nothing stale is read).
    await deleteDatasource(ctx.services.db, second, extract.org_id);
    await expect(sourceOf()).rejects.toMatchObject({ code: 'DATASET_NOT_SYNCED' });
  });
});
