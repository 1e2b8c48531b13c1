// Generators over PostgreSQL's grammar for the property tests of the allow-list check
// (SECURITY C4): every way to write a call of a function (plain, schema-qualified, quoted,
// mixed case, attribute notation, a FROM function's "column", in FROM, in ROWS FROM, with
// comments and line breaks between the parts), every place an expression or a FROM item can
// sit, and every way to name a relation of the system catalogues.
import fc from 'fast-check';

export interface Forbidden {
  name: string;
  /** The arguments, as SQL text. */
  args: string;
  /** Whether it takes exactly one argument (attribute notation needs that). */
  unary: boolean;
}

const fn = (name: string, args: string, unary = false): Forbidden => ({ name, args, unary });

/**
 * Functions a custom SQL dataset must never call: server files, large objects, settings,
 * locks and sessions, other servers, SQL from text, sequences, transaction ids, the server's
 * configuration — and a harmless one that is simply not on the list (version), which an
 * allow-list refuses as well.
 */
export const FORBIDDEN_FUNCTIONS: readonly Forbidden[] = [
  fn('pg_read_file', "'/etc/passwd'", true),
  fn('pg_read_binary_file', "'/etc/passwd'", true),
  fn('pg_ls_dir', "'.'", true),
  fn('pg_stat_file', "'/etc/passwd'", true),
  fn('lo_import', "'/etc/passwd'", true),
  fn('lo_get', '16384', true),
  fn('lo_export', "16384, '/tmp/x'"),
  fn('pg_advisory_lock', '42', true),
  fn('pg_try_advisory_lock', '42', true),
  fn('pg_terminate_backend', '1', true),
  fn('pg_cancel_backend', '1', true),
  fn('current_setting', "'data_directory'", true),
  fn('set_config', "'default_transaction_read_only', 'off', false"),
  fn('dblink', "'dbname=postgres', 'SELECT 1'"),
  fn('dblink_exec', "'dbname=postgres', 'DROP TABLE sales'"),
  fn('query_to_xml', "'DELETE FROM sales', true, true, ''"),
  fn('nextval', "'seq'", true),
  fn('txid_current', ''),
  fn('pg_reload_conf', ''),
  fn('pg_ls_waldir', ''),
  fn('to_regclass', "'pg_authid'", true),
  fn('version', ''),
];

/** Optional trivia between the parts of a name and before its parenthesis. */
const gap = fc.constantFrom('', ' ', '/**/', ' /* x */ ', '\n', '\t', ' -- c\n');

/** Case a name is written in; unquoted PostgreSQL folds it to lower case. */
const cased = (name: string) =>
  fc.constantFrom(
    name,
    name.toUpperCase(),
    name.replace(/(^|_)(\w)/g, (m) => m.toUpperCase()),
  );

/** An expression calling `f`: the call in every spelling PostgreSQL reads as that call. */
export const callExpression = (f: Forbidden): fc.Arbitrary<string> => {
  const plain = fc.tuple(cased(f.name), gap).map(([name, g]) => `${name}${g}(${f.args})`);
  const qualified = fc
    .tuple(cased('pg_catalog'), gap, gap, cased(f.name), gap)
    .map(([schema, g1, g2, name, g3]) => `${schema}${g1}.${g2}${name}${g3}(${f.args})`);
  const quoted = gap.map((g) => `"${f.name}"${g}(${f.args})`);
  const quotedQualified = gap.map((g) => `"pg_catalog"."${f.name}"${g}(${f.args})`);
  const spellings = [plain, qualified, quoted, quotedQualified];
  if (f.unary) {
    // (x).f is f(x); so is alias.f when the alias's FROM function has no column f.
    spellings.push(gap.map((g) => `(${f.args})${g}.${g}${f.name}`));
    spellings.push(
      gap.map((g) => `(SELECT t${g}.${g}${f.name} FROM unnest(ARRAY[${f.args}]) t LIMIT 1)`),
    );
  }
  return fc.oneof(...spellings);
};

/** Places an expression can sit in a SELECT ({X} marks it). */
export const EXPRESSION_PLACES: readonly string[] = [
  'SELECT {X} AS v',
  'SELECT id FROM sales WHERE {X} IS NOT NULL',
  'WITH c AS (SELECT {X} AS v) SELECT v FROM c',
  'SELECT (SELECT {X}) AS v',
  'SELECT s.id FROM sales s CROSS JOIN LATERAL (SELECT {X} AS v) l',
  "SELECT CASE WHEN id > 0 THEN {X} ELSE 'none' END AS v FROM sales",
  'SELECT id FROM sales ORDER BY {X}',
  'SELECT sum(qty) OVER (PARTITION BY {X} ORDER BY id) AS v FROM sales',
  'VALUES (1, {X})',
  'SELECT CAST({X} AS text) AS v',
  'SELECT length({X}::text) AS v',
  'SELECT region FROM sales GROUP BY region HAVING count({X}) > 0',
  "SELECT 'a' AS v UNION ALL SELECT {X}::text",
  'SELECT s.id FROM sales s JOIN managers m ON {X} IS NULL',
  'SELECT id FROM sales WHERE id IN (1, 2, {X})',
  'SELECT coalesce({X}, NULL) AS v',
  "SELECT string_agg({X}::text, ',' ORDER BY 1) AS v",
];

/** A call as a FROM item ({F} marks the call). */
export const FROM_PLACES: readonly string[] = [
  'SELECT * FROM {F} AS f',
  'SELECT * FROM ROWS FROM ({F}) AS f',
  'SELECT * FROM sales s, LATERAL {F} AS f',
  'SELECT * FROM sales s CROSS JOIN LATERAL ROWS FROM (generate_series(1, 2), {F}) AS f',
  'WITH c AS (SELECT * FROM {F} AS f) SELECT * FROM c',
];

/** A call written so that it can stand in FROM (not attribute notation). */
export const fromCall = (f: Forbidden): fc.Arbitrary<string> =>
  fc.oneof(
    cased(f.name).map((name) => `${name}(${f.args})`),
    gap.map((g) => `pg_catalog${g}.${g}${f.name}${g}(${f.args})`),
    fc.constant(`"pg_catalog"."${f.name}"(${f.args})`),
  );

/** System catalogue relations, with whether they can be named without their schema. */
export const CATALOGUES: readonly { schema: string; name: string }[] = [
  { schema: 'pg_catalog', name: 'pg_authid' },
  { schema: 'pg_catalog', name: 'pg_shadow' },
  { schema: 'pg_catalog', name: 'pg_hba_file_rules' },
  { schema: 'pg_catalog', name: 'pg_file_settings' },
  { schema: 'pg_catalog', name: 'pg_stat_activity' },
  { schema: 'pg_catalog', name: 'pg_settings' },
  { schema: 'pg_catalog', name: 'pg_roles' },
  { schema: 'pg_catalog', name: 'pg_class' },
  { schema: 'pg_catalog', name: 'pg_proc' },
  { schema: 'pg_catalog', name: 'pg_largeobject' },
  { schema: 'information_schema', name: 'tables' },
  { schema: 'information_schema', name: 'columns' },
  { schema: 'information_schema', name: 'role_table_grants' },
  { schema: 'pg_toast', name: 'pg_toast_1262' },
  { schema: 'pg_temp', name: 'anything' },
];

/** A catalogue relation in every spelling that names it. */
export const relationName = (r: { schema: string; name: string }): fc.Arbitrary<string> => {
  const spellings: fc.Arbitrary<string>[] = [
    fc
      .tuple(cased(r.schema), gap, gap, cased(r.name))
      .map(([schema, g1, g2, name]) => `${schema}${g1}.${g2}${name}`),
    fc.constant(`"${r.schema}"."${r.name}"`),
    fc.constant(`ONLY ${r.schema}.${r.name}`),
  ];
  // pg_catalog is searched before the path even when not named.
  if (r.schema === 'pg_catalog') spellings.push(cased(r.name), fc.constant(`"${r.name}"`));
  return fc.oneof(...spellings);
};

/** Places a relation can sit ({R} marks it). */
export const RELATION_PLACES: readonly string[] = [
  'SELECT * FROM {R}',
  'SELECT * FROM {R} AS r',
  'SELECT s.id FROM sales s JOIN {R} r ON true',
  'SELECT id FROM sales WHERE EXISTS (SELECT 1 FROM {R})',
  'WITH c AS (SELECT * FROM {R}) SELECT count(*) AS n FROM c',
  'SELECT s.id FROM sales s CROSS JOIN LATERAL (SELECT * FROM {R} LIMIT 1) x',
  'SELECT (SELECT count(*) FROM {R}) AS n',
  'SELECT 1 AS n UNION SELECT 2 FROM {R}',
  'SELECT id FROM sales WHERE region IN (SELECT NULL::text FROM {R})',
  'TABLE {R}',
];

/** Types whose input functions read the catalogue or server state, and user types. */
export const FORBIDDEN_TYPES: readonly string[] = [
  'regclass',
  'regproc',
  'regprocedure',
  'regoper',
  'regoperator',
  'regtype',
  'regnamespace',
  'regrole',
  'regconfig',
  'regcollation',
  'pg_lsn',
  'txid_snapshot',
  'pg_snapshot',
  'xml',
  'mood',
  'public.mood',
];

/** A cast to `type` in every spelling. */
export const castTo = (type: string): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constant(`'x'::${type}`),
    fc.constant(`CAST('x' AS ${type})`),
    fc.constant(`'x'::${type}[]`),
    fc.constant(`CAST('x' AS ${type.includes('.') ? type : `pg_catalog.${type}`})`),
    fc.constant(`'x'::"${type.split('.').pop() ?? type}"`),
    ...(type.includes('.') ? [] : [fc.constant(`${type} 'x'`)]),
  );

/** Operators a query must not reach: other schemas' and symbols PostgreSQL does not define. */
export const FORBIDDEN_OPERATORS: readonly string[] = [
  '1 OPERATOR(public.+) 2',
  '1 OPERATOR(myschema.===) 2',
  "'a' OPERATOR(public.~~) 'b'",
  '1 === 2',
  '1 <<=>> 2',
  'id OPERATOR(public.=) ANY (ARRAY[1])',
];
