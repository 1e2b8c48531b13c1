// Introspectors list schemas, tables and columns with deType on each real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../src/index.js';
import type { TestDatabase } from './support/databases.js';
import { createTestDatabase, serviceAvailable, TEST_DIALECTS } from './support/databases.js';
import { FIXTURE_TABLES, ODD_COLUMNS } from './support/fixture.js';

const DEFAULT_SCHEMA = { duckdb: 'main', postgresql: 'public', mysql: '' } as const;

for (const id of TEST_DIALECTS) {
  const available = await serviceAvailable(id);
  describe.runIf(available)(`${id} introspection`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await createTestDatabase(id, FIXTURE_TABLES);
    });
    afterAll(async () => {
      await db?.cleanup();
    });

    it('lists the fixture tables with their columns typed as text, time or number', async () => {
      const introspector = DIALECTS[id].createIntrospector(db.driver);
      // A MySQL "schema" is its database.
      const schema = DEFAULT_SCHEMA[id] || db.database;
      expect(await introspector.listSchemas()).toContain(schema);
      expect(await introspector.listTables(schema)).toEqual(
        expect.arrayContaining(['sales', 'managers', 'odd "table`']),
      );
      const columns = await introspector.listColumns(schema, 'sales');
      expect(columns.map((c) => [c.name, c.deType])).toEqual([
        ['id', 2],
        ['region', 0],
        ['product', 0],
        ['order_ts', 1],
        ['qty', 2],
        ['amount', 2],
        ['note', 0],
      ]);
      const all = await introspector.listAllTables();
      expect(all).toEqual(expect.arrayContaining([{ schema, name: 'sales' }]));
      expect(all.some((t) => /^(information_schema|pg_catalog)$/i.test(t.schema))).toBe(false);
      const odd = await introspector.listColumns(schema, 'odd "table`');
      expect(odd.map((c) => c.name)).toEqual([...ODD_COLUMNS]);
    });
  });
}
