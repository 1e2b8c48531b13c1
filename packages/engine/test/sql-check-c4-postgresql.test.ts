// SECURITY C4 on PostgreSQL, as properties over the grammar: whatever spelling and wherever it
// sits, a call of a function that is not on the allow-list is refused as forbidden_function
// naming that function, a relation of the system catalogues as forbidden_table_source, a cast
// to a catalogue-reading or user type and an operator of another schema as forbidden_function;
// and generated analysts' queries built from allowed pieces pass. No database here: the
// spellings are run on a real superuser login in sql-check-read-only.test.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkSingleSelect } from '../src/index.js';
import {
  callExpression,
  castTo,
  CATALOGUES,
  EXPRESSION_PLACES,
  FORBIDDEN_FUNCTIONS,
  FORBIDDEN_OPERATORS,
  FORBIDDEN_TYPES,
  FROM_PLACES,
  fromCall,
  RELATION_PLACES,
  relationName,
} from './sql-check/postgresql-grammar.js';

const check = (sql: string) => checkSingleSelect(sql, 'postgresql');
/** Property runs per test: the generators are small; more runs find nothing new. */
const RUNS = { numRuns: 300 };

const place = (template: string, marker: string, text: string) =>
  template.replace(marker, () => text);

describe('postgresql: every spelling of a function off the allow-list is refused (SECURITY C4)', () => {
  it('refuses the call in any spelling and any place of an expression, naming the function', async () => {
    const cases = fc
      .constantFrom(...FORBIDDEN_FUNCTIONS)
      .chain((f) =>
        fc
          .tuple(callExpression(f), fc.constantFrom(...EXPRESSION_PLACES))
          .map(([call, template]) => ({ f, sql: place(template, '{X}', call) })),
      );
    await fc.assert(
      fc.asyncProperty(cases, async ({ f, sql }) => {
        const result = await check(sql);
        expect(result, sql).toMatchObject({ ok: false, reason: 'forbidden_function' });
        const subject = result.ok ? '' : (result.subject ?? '');
        expect(subject.toLowerCase(), sql).toMatch(new RegExp(`(^|\\.)${f.name}$`));
      }),
      RUNS,
    );
  });

  it('refuses the call as a FROM item, in ROWS FROM and behind LATERAL', async () => {
    const cases = fc
      .constantFrom(...FORBIDDEN_FUNCTIONS)
      .chain((f) =>
        fc
          .tuple(fromCall(f), fc.constantFrom(...FROM_PLACES))
          .map(([call, template]) => place(template, '{F}', call)),
      );
    await fc.assert(
      fc.asyncProperty(cases, async (sql) => {
        expect(await check(sql), sql).toMatchObject({ ok: false, reason: 'forbidden_function' });
      }),
      RUNS,
    );
  });

  it('refuses allowed names qualified with another schema: those are the database’s own functions', async () => {
    for (const sql of [
      "SELECT public.upper('x') AS v",
      "SELECT myschema.length('x') AS v",
      'SELECT "public"."lower"(region) AS v FROM sales',
      'SELECT other_db.pg_catalog.upper(region) AS v FROM sales',
      'SELECT count(*) AS n FROM public.generate_series(1, 3)',
      'SELECT qty::public.int4 AS v FROM sales',
    ])
      expect(await check(sql), sql).toMatchObject({ ok: false, reason: 'forbidden_function' });
  });

  it('refuses a column reference that PostgreSQL would read as a call (alias.pg_read_file)', async () => {
    for (const sql of [
      "SELECT t.pg_read_file FROM unnest(ARRAY['/etc/passwd']) t",
      "SELECT t.lo_import FROM (VALUES (1)) v, unnest(ARRAY['/etc/passwd']) t",
      'SELECT g.pg_advisory_lock FROM generate_series(1, 3) g',
      "SELECT unnest.lo_import FROM unnest(ARRAY['/etc/passwd'])",
      "SELECT w.lo_import FROM sales s, LATERAL regexp_split_to_table(s.note, ' ') w",
      'SELECT g.current_setting FROM generate_series(1, 3) g',
      'SELECT u.lo_import FROM current_user u',
      // A FROM function without a name the check can tell: every qualifier is suspect.
      'SELECT x.lo_get FROM current_user, sales x',
      // The same alias declares the column in one scope and not in the other.
      "SELECT (SELECT t.lo_import FROM unnest(ARRAY['x']) AS t(lo_import)) AS a, t.lo_import FROM unnest(ARRAY['/etc/passwd']) t",
      'SELECT public.sales.pg_ls_dir FROM public.sales',
      'SELECT t.pg_anything_new FROM sales t',
    ])
      expect(await check(sql), sql).toMatchObject({ ok: false, reason: 'forbidden_function' });
  });

  it('lets qualified columns of tables through, whatever their names (a table’s whole row reaches no harmful function)', async () => {
    for (const sql of [
      'SELECT s.id, s.region, s.amount, s.note FROM sales s',
      'SELECT public.sales.qty FROM public.sales',
      'SELECT c.name, c.char, c.money, c.latitude, c.sort, c.current_setting FROM sales c',
      'SELECT t.width, t.host, t.length FROM sales t, generate_series(1, 3) g',
      'SELECT g, w.word FROM generate_series(1, 3) g, unnest(ARRAY[1]) AS w(word)',
      "SELECT w.name FROM unnest(ARRAY['a']) AS w(name)",
      "SELECT r.name FROM json_to_record('{}') AS r(name text, money numeric)",
    ])
      expect(await check(sql), sql).toEqual({ ok: true });
  });

  it('refuses every operator of another schema or that PostgreSQL does not define', async () => {
    for (const expression of FORBIDDEN_OPERATORS) {
      const sql = `SELECT ${expression} AS v`;
      expect(await check(sql), sql).toMatchObject({ ok: false, reason: 'forbidden_function' });
    }
    const sorted = 'SELECT id FROM sales ORDER BY id USING OPERATOR(public.<)';
    expect(await check(sorted)).toMatchObject({ ok: false, reason: 'forbidden_function' });
    const sublink = 'SELECT id FROM sales WHERE id OPERATOR(public.<) ALL (SELECT 1)';
    expect(await check(sublink)).toMatchObject({ ok: false, reason: 'forbidden_function' });
  });

  it('refuses casts whose type reads the catalogue or server state, and casts to user types', async () => {
    const cases = fc
      .constantFrom(...FORBIDDEN_TYPES)
      .chain((type) =>
        fc
          .tuple(castTo(type), fc.constantFrom(...EXPRESSION_PLACES))
          .map(([cast, template]) => place(template, '{X}', cast)),
      );
    await fc.assert(
      fc.asyncProperty(cases, async (sql) => {
        const result = await check(sql);
        expect(result, sql).toMatchObject({ ok: false, reason: 'forbidden_function' });
        expect(result.ok ? '' : result.subject, sql).toMatch(/^::/);
      }),
      RUNS,
    );
  });

  it('refuses a column definition list or TABLESAMPLE method that is not built in', async () => {
    for (const sql of [
      "SELECT * FROM json_to_record('{}') AS t(a regclass)",
      'SELECT * FROM sales TABLESAMPLE public.evil (10)',
      "SELECT xmlparse(document '<a/>') AS x",
      "SELECT * FROM XMLTABLE('/a' PASSING x COLUMNS b int) t",
    ])
      expect(await check(sql), sql).toMatchObject({ ok: false, reason: 'forbidden_function' });
  });
});

describe('postgresql: every spelling of a system catalogue is refused (SECURITY C4)', () => {
  it('refuses a catalogue relation in any spelling and any FROM position, naming it', async () => {
    const cases = fc
      .constantFrom(...CATALOGUES)
      .chain((r) =>
        fc
          .tuple(relationName(r), fc.constantFrom(...RELATION_PLACES))
          .map(([name, template]) => ({ r, sql: place(template, '{R}', name) })),
      );
    await fc.assert(
      fc.asyncProperty(cases, async ({ r, sql }) => {
        const result = await check(sql);
        expect(result, sql).toMatchObject({ ok: false, reason: 'forbidden_table_source' });
        expect((result.ok ? '' : (result.subject ?? '')).toLowerCase(), sql).toContain(r.name);
      }),
      RUNS,
    );
  });

  it('lets the source’s own schemas and tables through, including a table named like a catalogue in another schema', async () => {
    for (const sql of [
      'SELECT * FROM public.sales',
      'SELECT * FROM sales JOIN public.managers USING (region)',
      'SELECT * FROM reporting.pg_style_table',
      'SELECT * FROM "Sales Data"',
    ])
      expect(await check(sql), sql).toEqual({ ok: true });
  });
});

/** Allowed expressions over the fixture's columns, for generated analysts' queries. */
const ALLOWED_EXPRESSIONS = [
  "date_trunc('month', order_ts)",
  'extract(year FROM order_ts)',
  "to_char(order_ts, 'YYYY-MM')",
  "coalesce(note, '')",
  'upper(s.region)',
  'amount::numeric(12, 2)',
  'qty::text',
  'CAST(qty AS bigint)',
  "CASE WHEN qty > 3 THEN 'big' ELSE 'small' END",
  'length(note)',
  'substring(product FROM 1 FOR 3)',
  "trim(both ' ' FROM region)",
  "position('a' IN product)",
  "order_ts AT TIME ZONE 'UTC'",
  "('{\"a\": 1}'::jsonb ->> 'a')::int",
  "jsonb_build_object('q', qty) -> 'q'",
  'greatest(qty, 1) + least(qty, 9)',
  "nullif(note, '')",
  'round(amount / nullif(qty, 0), 2)',
  "date '2024-01-01' + interval '1 day'",
  "regexp_replace(product, 'p+', 'P')",
  "split_part(note, ' ', 1)",
  'abs(qty - 5) % 3',
  "region || '/' || product",
  'now() - order_ts',
  'age(order_ts)',
  'make_date(2024, 1, 1)',
];
const ALLOWED_CONDITIONS = [
  "note ILIKE '%gift%'",
  "product LIKE 'a%'",
  "region IN ('east', 'west')",
  'qty BETWEEN 1 AND 5',
  'note IS NOT NULL',
  "order_ts >= DATE '2024-01-01'",
  'EXISTS (SELECT 1 FROM managers m WHERE m.region = s.region)',
  'qty > (SELECT avg(qty) FROM sales)',
  "product SIMILAR TO '(a|p)%'",
  "region ~* '^e'",
  'amount IS DISTINCT FROM 0',
];
const AGGREGATES = [
  'count(*)',
  'count(DISTINCT product)',
  'sum(qty)',
  'avg(amount)',
  'min(order_ts)',
  'max(amount)',
  'percentile_cont(0.5) WITHIN GROUP (ORDER BY amount)',
  "string_agg(product, ',' ORDER BY product)",
  'count(*) FILTER (WHERE qty > 2)',
  'stddev_samp(amount)',
  'bool_or(qty > 5)',
  'jsonb_agg(product)',
];

describe('postgresql: analysts’ queries built from allowed pieces pass', () => {
  it('lets generated selects with filters, groups, windows, CTEs and unions through', async () => {
    const query = fc
      .record({
        expressions: fc.subarray(ALLOWED_EXPRESSIONS, { minLength: 1, maxLength: 4 }),
        conditions: fc.subarray(ALLOWED_CONDITIONS, { maxLength: 3 }),
        aggregate: fc.constantFrom(...AGGREGATES),
        shape: fc.constantFrom('plain', 'grouped', 'window', 'cte', 'union', 'lateral'),
      })
      .map(({ expressions, conditions, aggregate, shape }) => {
        const where = conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '';
        const cols = expressions.map((e, i) => `${e} AS c${i}`).join(', ');
        switch (shape) {
          case 'grouped':
            return `SELECT ${cols}, ${aggregate} AS a FROM sales s${where} GROUP BY ${expressions.map((_, i) => i + 1).join(', ')} ORDER BY 1`;
          case 'window':
            return `SELECT ${cols}, rank() OVER (PARTITION BY region ORDER BY amount DESC) AS r, lag(qty) OVER (ORDER BY id) AS p FROM sales s${where}`;
          case 'cte':
            return `WITH base AS (SELECT ${cols} FROM sales s${where}) SELECT * FROM base`;
          case 'union':
            return `SELECT ${cols} FROM sales s${where} UNION SELECT ${cols} FROM sales s`;
          case 'lateral':
            return `SELECT ${cols}, m.manager FROM sales s LEFT JOIN LATERAL (SELECT manager FROM managers m WHERE m.region = s.region) m ON true${where}`;
          default:
            return `SELECT ${cols} FROM sales s${where}`;
        }
      });
    await fc.assert(
      fc.asyncProperty(query, async (sql) => {
        expect(await check(sql), sql).toEqual({ ok: true });
      }),
      RUNS,
    );
  });
});
