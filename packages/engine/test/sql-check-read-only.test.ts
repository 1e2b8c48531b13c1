// Defence in depth for custom SQL (SECURITY C4): every statement the single-SELECT check
// refuses is also sent, unchecked, through the engine's read-only execution on a real
// PostgreSQL database, a real MariaDB database and a DuckDB file, which must fail it as well,
// and the data must be unchanged. Where the test servers' privileged logins would run a
// statement anyway (a superuser reads files; session locks), the case says so (`runsAnyway`)
// and the test shows it runs: there the check is the only line. Legitimate SQL that passes the
// check runs on the real databases with the expected row count.
import { readdirSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../src/index.js';
import { checkSingleSelect, DIALECTS, isEngineError } from '../src/index.js';
import { ALLOWED_CASES } from './sql-check/allowed-cases.js';
import { MARKER, REFUSED_CASES } from './sql-check/refused-cases.js';
import type { TestDatabase } from './support/databases.js';
import { createTestDatabase, serviceAvailable, TEST_DIALECTS } from './support/databases.js';
import { MANAGERS, SALES } from './support/fixture.js';

const markerFiles = () =>
  readdirSync(dirname(MARKER)).filter((name) => name.startsWith(basename(MARKER)));

for (const id of TEST_DIALECTS) {
  const available = await serviceAvailable(id);
  describe.runIf(available)(
    `${id}: refused custom SQL fails in the read-only execution too`,
    () => {
      let db: TestDatabase;
      /** One connection, so a session change left by one statement would show in the next. */
      let single: Driver;
      const schema = () => ({ duckdb: 'main', postgresql: 'public', mysql: db.database })[id];

      const expectUnchanged = async () => {
        expect(markerFiles(), 'a statement wrote a file').toEqual([]);
        const count = await db.admin('SELECT COUNT(*) AS n FROM sales');
        expect(Number(count[0]?.n)).toBe(12);
        const tables = await DIALECTS[id].createIntrospector(single).listTables(schema());
        expect(tables).toEqual(['managers', 'sales']);
        const { rows } = await single.execute('SELECT SUM(qty) AS q FROM sales', []);
        expect(Number(rows[0]?.q)).toBe(51);
      };

      beforeAll(async () => {
        db = await createTestDatabase(id, [SALES, MANAGERS]);
        if (id !== 'mysql') await db.admin('CREATE SEQUENCE seq');
        single = db.makeDriver({ poolSize: 1 });
      });
      afterAll(async () => {
        await single?.close();
        await db?.cleanup();
      });

      for (const { label, by, runsAnyway, noRun } of REFUSED_CASES) {
        const refused = by[id];
        if (!refused || noRun) continue;
        const runs = runsAnyway?.includes(id) ?? false;
        const outcome = runs ? 'would run it on a privileged login' : 'fails it too';
        it(`refuses ${label}; the read-only execution ${outcome}; nothing changes`, async () => {
          expect(await checkSingleSelect(refused.sql, id)).toMatchObject({ ok: false });
          const executed = await single.execute(refused.sql, []).then(
            () => null,
            (error: unknown) => error,
          );
          if (runs) {
            expect(executed).toBeNull();
          } else {
            expect(
              isEngineError(executed),
              `expected an EngineError, got ${String(executed)}`,
            ).toBe(true);
          }
          await expectUnchanged();
        });
      }

      for (const { label, by, rows } of ALLOWED_CASES) {
        const sql = by[id];
        if (sql === undefined) continue;
        it(`passes ${label} and the database answers ${rows} rows`, async () => {
          expect(await checkSingleSelect(sql, id)).toEqual({ ok: true });
          const result = await single.execute(sql, []);
          expect(result.rows).toHaveLength(rows);
          await expectUnchanged();
        });
      }
    },
  );
}
