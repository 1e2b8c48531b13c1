// SECURITY C4 on the MySQL family, as properties: LOAD_FILE and the other functions off the
// allow-list in every spelling node-sql-parser accepts and in every place, stored functions
// of any database, variables, and the server's own databases (mysql, information_schema,
// performance_schema, sys) are refused. Analysts' queries are in analyst-cases.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSingleSelect } from '../src/index.js';

const check = (sql: string) => checkSingleSelect(sql, 'mysql');
/** The MySQL parser runs in a worker, one text at a time: fewer runs keep this file quick. */
const RUNS = { numRuns: 60 };

const FORBIDDEN = [
  { name: 'load_file', args: "'/etc/passwd'" },
  { name: 'benchmark', args: "1000, MD5('x')" },
  { name: 'get_lock', args: "'x', 0" },
  { name: 'version', args: '' },
  { name: 'connection_id', args: '' },
  { name: 'uuid_short', args: '' },
  { name: 'found_rows', args: '' },
];

const gap = fc.constantFrom('', ' ', '/* x */', '\n');
const cased = (name: string) => fc.constantFrom(name, name.toUpperCase());

const call = (f: { name: string; args: string }) =>
  fc.oneof(
    fc.tuple(cased(f.name), gap).map(([name, g]) => `${name}${g}(${f.args})`),
    fc.constant(`\`${f.name.toUpperCase()}\`(${f.args})`),
    fc.constant(`sys.${f.name}(${f.args})`),
  );

const PLACES = [
  'SELECT {X} AS v',
  'SELECT id FROM sales WHERE {X} IS NOT NULL',
  'SELECT id FROM sales WHERE id = (SELECT LENGTH({X}))',
  "SELECT CASE WHEN id > 0 THEN {X} ELSE 'none' END AS v FROM sales",
  'SELECT id FROM sales ORDER BY {X}',
  'SELECT region FROM sales GROUP BY region HAVING COUNT({X}) > 0',
  'SELECT x.v FROM (SELECT {X} AS v) x',
  'SELECT 1 AS v UNION SELECT {X}',
  'SELECT s.id FROM sales s JOIN managers m ON {X} IS NULL',
  'WITH c AS (SELECT {X} AS v) SELECT v FROM c',
  'SELECT CONCAT(region, {X}) AS v FROM sales',
];

describe('mysql: every spelling of a function off the allow-list is refused (SECURITY C4)', () => {
  it('refuses the call in any spelling and place, as forbidden_function', async () => {
    const cases = fc
      .constantFrom(...FORBIDDEN)
      .chain((f) =>
        fc
          .tuple(call(f), fc.constantFrom(...PLACES))
          .map(([text, place]) => place.replace('{X}', () => text)),
      );
    await fc.assert(
      fc.asyncProperty(cases, async (sql) => {
        expect(await check(sql), sql).toMatchObject({ ok: false, reason: 'forbidden_function' });
      }),
      RUNS,
    );
  });

  it('refuses system and user variables: settings read, session state written', async () => {
    for (const sql of [
      'SELECT @@datadir AS d',
      'SELECT @@GLOBAL.secure_file_priv AS d',
      'SELECT @@session.sql_mode AS m',
      'SELECT id FROM sales WHERE @@version IS NOT NULL',
      'SELECT @x := 1 AS v',
      'SELECT id FROM sales WHERE id > @limit',
    ])
      expect(await check(sql), sql).toMatchObject({ ok: false, reason: 'forbidden_function' });
  });
});

describe('mysql: the server’s own databases are refused (SECURITY C4)', () => {
  const RELATIONS = [
    'mysql.user',
    '`mysql`.`user`',
    'MYSQL.USER',
    'mysql.global_priv',
    'information_schema.tables',
    'INFORMATION_SCHEMA.USER_PRIVILEGES',
    'performance_schema.threads',
    'sys.processlist',
  ];
  const RELATION_PLACES = [
    'SELECT * FROM {R}',
    'SELECT * FROM {R} AS r',
    'SELECT s.id FROM sales s JOIN {R} r ON 1 = 1',
    'SELECT id FROM sales WHERE EXISTS (SELECT 1 FROM {R})',
    'SELECT id FROM sales WHERE region IN (SELECT 1 FROM {R})',
    'SELECT x.n FROM (SELECT COUNT(*) AS n FROM {R}) x',
    'WITH c AS (SELECT * FROM {R}) SELECT COUNT(*) AS n FROM c',
    'SELECT 1 AS n UNION SELECT 2 FROM {R}',
  ];

  it('refuses a system table in any spelling and place, naming it', async () => {
    const cases = fc
      .tuple(fc.constantFrom(...RELATIONS), fc.constantFrom(...RELATION_PLACES))
      .map(([relation, place]) => place.replace('{R}', relation));
    await fc.assert(
      fc.asyncProperty(cases, async (sql) => {
        const result = await check(sql);
        expect(result, sql).toMatchObject({ ok: false, reason: 'forbidden_table_source' });
      }),
      RUNS,
    );
  });

  it('lets tables of the source’s own database through, qualified or not', async () => {
    for (const sql of [
      'SELECT * FROM sales',
      'SELECT * FROM shop.sales JOIN `shop`.`managers` USING (region)',
      'SELECT * FROM mysql_exports.users',
    ])
      expect(await check(sql), sql).toEqual({ ok: true });
  });
});
