// SECURITY C1 on real databases: hostile filter values are bound, give correct results and
// change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilterNode } from '../src/index.js';
import { runQuery } from '../src/index.js';
import type { TestDatabase } from './support/databases.js';
import { createTestDatabase, serviceAvailable, TEST_DIALECTS } from './support/databases.js';
import { catalogue, FIXTURE_TABLES } from './support/fixture.js';

const S = { kind: 'table', table: 'sales', alias: 's' } as const;
const ids = async (db: TestDatabase, filter: FilterNode) => {
  const model = {
    source: S,
    dimensions: [{ fieldId: 's_id' }],
    filter,
    sort: [{ target: 'dimension', index: 0, direction: 'asc' }],
  };
  return (await runQuery(db.driver, db.dialect, model, catalogue)).rows.map((r) => r.d0);
};
const eq = (value: string): FilterNode => ({
  kind: 'condition',
  fieldId: 's_note',
  operator: 'eq',
  value,
});

for (const id of TEST_DIALECTS) {
  const available = await serviceAvailable(id);
  describe.runIf(available)(`${id}: hostile values are bound`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await createTestDatabase(id, FIXTURE_TABLES);
    });
    afterAll(async () => {
      await db?.cleanup();
    });

    it("matches nothing for ' OR 1=1-- instead of everything", async () => {
      expect(await ids(db, eq("' OR 1=1--"))).toEqual([]);
    });

    it('matches a stored backslash and a stored quote exactly', async () => {
      expect(await ids(db, eq('back\\slash'))).toEqual([8]);
      expect(await ids(db, eq("it's"))).toEqual([5]);
      expect(
        await ids(db, { kind: 'condition', fieldId: 's_note', operator: 'like', value: "t's" }),
      ).toEqual([5]);
    });

    it('binds a 1 MB string', async () => {
      expect(await ids(db, eq('x'.repeat(1_000_000)))).toEqual([]);
    });

    it('leaves the table intact after an attempted statement injection', async () => {
      const value = "'); DROP TABLE sales; --";
      expect(
        await ids(db, {
          kind: 'condition',
          fieldId: 's_note',
          operator: 'in',
          value: [value, 'gift'],
        }),
      ).toEqual([1, 9]);
      const count = await runQuery(
        db.driver,
        db.dialect,
        { source: S, measures: [{ aggregation: 'count' }] },
        catalogue,
      );
      expect(count.rows).toEqual([{ m0: 12 }]);
    });
  });
}
