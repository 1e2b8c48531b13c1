// SECURITY C3: table and column names with `"` `` ` `` `]` `;` and newlines are listed exactly by
// getTables and getColumns on PostgreSQL and MariaDB: names travel as bound values, never as SQL.
import type { DatasourceColumn, DatasourceTable, DatasourceView } from '@tessera/contracts';
import { DIALECTS } from '@tessera/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, type TestContext } from '../helpers.js';
import {
  addBody,
  client,
  createDatabase,
  dataOf,
  serviceAvailable,
  type ThrowawayDatabase,
} from './support.js';

const ODD_TABLE = 'odd "t`able]; x';
const ODD_COLUMNS = ['a"b', 'c`d', 'e]f', 'g;h', 'new\nline'] as const;

const ddl = (dialect: 'postgresql' | 'mysql', types: readonly string[]) => {
  const q = (name: string) => DIALECTS[dialect].compiler.quoteIdentifier(name);
  const columns = ODD_COLUMNS.map((c, i) => `${q(c)} ${types[i]}`).join(', ');
  return [`CREATE TABLE ${q(ODD_TABLE)} (${columns})`, `CREATE TABLE ${q('plain')} (x INT)`];
};

for (const id of ['postgresql', 'mariadb'] as const) {
  describe.runIf(await serviceAvailable(id))(`SECURITY C3 odd names in ${id}`, () => {
    let ctx: TestContext;
    let db: ThrowawayDatabase;
    let source: DatasourceView;
    let api: ReturnType<typeof client>;
    beforeAll(async () => {
      db = await createDatabase(id, {
        postgresql: ddl('postgresql', ['text', 'integer', 'date', 'numeric(5,2)', 'text']),
        mariadb: ddl('mysql', ['TEXT', 'INT', 'DATE', 'DECIMAL(5,2)', 'TEXT']),
      });
      ctx = await createTestContext();
      api = client(ctx, await login(ctx.app));
      source = dataOf<DatasourceView>(await api.post('/datasource/add', addBody(db, 'odd names')));
    });
    afterAll(async () => {
      await ctx?.close();
      await db?.drop();
    });

    it('C3: getTables lists a table named with quote, backtick, bracket and semicolon exactly', async () => {
      const tables = dataOf<DatasourceTable[]>(
        await api.post(`/datasource/getTables/${source.id}`),
      );
      expect(tables.map((t) => t.name).sort()).toEqual([ODD_TABLE, 'plain'].sort());
    });

    it('C3: getColumns lists a"b, c`d, e]f, g;h and new\\nline exactly, with their deTypes', async () => {
      const columns = dataOf<DatasourceColumn[]>(
        await api.post(`/datasource/getColumns/${source.id}`, {
          table: ODD_TABLE,
          ...(id === 'postgresql' ? { schema: 'public' } : {}),
        }),
      );
      expect(columns.map((c) => [c.name, c.deType])).toEqual([
        ['a"b', 0],
        ['c`d', 2],
        ['e]f', 1],
        ['g;h', 2],
        ['new\nline', 0],
      ]);
    });

    it('C3: a table name that reads as SQL is only ever a name', async () => {
      for (const table of ["plain' OR '1'='1", 'plain; DROP TABLE plain', 'plain`--']) {
        const response = await api.post(`/datasource/getColumns/${source.id}`, { table });
        expect(response.statusCode, table).toBe(404);
      }
      const tables = dataOf<DatasourceTable[]>(
        await api.post(`/datasource/getTables/${source.id}`),
      );
      expect(tables.map((t) => t.name)).toContain('plain');
    });
  });
}
