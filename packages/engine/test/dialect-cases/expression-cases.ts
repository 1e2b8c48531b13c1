// Dialect cases for calculated fields, casts, distinct values and counts (expected SQL in
// expression-expected-sql.ts, rows checked on the three real databases).
import type { FilterNode } from '../../src/index.js';
import { compileCount, compileDistinctValues, compileQuery } from '../../src/index.js';
import type { CompiledQuery, SqlDialect } from '../../src/index.js';
import { expressionCatalogue as catalogue } from '../support/expression-fixture.js';

export interface ExpressionCase {
  name: string;
  compile(dialect: SqlDialect): CompiledQuery;
  /** Rows are compared in this order (the query sorts), else sorted before comparing. */
  sorted?: boolean;
}

const S = { kind: 'table', table: 'sales', alias: 's' } as const;
const R = { kind: 'table', table: 'raw_text', alias: 'r' } as const;
const asc = (index: number, target: 'dimension' | 'measure' = 'dimension') =>
  ({ target, index, direction: 'asc' }) as const;

/** Detail rows: the id and each field, sorted by id. */
const detail = (
  source: typeof S | typeof R,
  idField: string,
  fieldIds: string[],
  filter?: FilterNode,
) => ({
  source,
  dimensions: [{ fieldId: idField }, ...fieldIds.map((fieldId) => ({ fieldId }))],
  measures: [],
  sort: [asc(0)],
  filter,
});

const query = (name: string, model: unknown, rowRules?: FilterNode): ExpressionCase => ({
  name,
  sorted: true,
  compile: (dialect) => compileQuery(model, catalogue, dialect, { rowRules }),
});

export const EXPRESSION_CASES: ExpressionCase[] = [
  query('calculated dimension with a literal groups on every database', {
    source: S,
    dimensions: [{ fieldId: 'c_label' }],
    measures: [{ aggregation: 'count' }],
    sort: [asc(0)],
  }),
  query('sum over a calculated number', {
    source: S,
    dimensions: [{ fieldId: 's_region' }],
    measures: [{ aggregation: 'sum', fieldId: 'c_value' }],
    sort: [asc(0)],
  }),
  query('aggregated calculated measures are used as-is and sorted', {
    source: S,
    dimensions: [{ fieldId: 's_region' }],
    measures: [
      { aggregation: 'sum', fieldId: 'c_unit_price' },
      { aggregation: 'count', fieldId: 'c_avg_rounded' },
    ],
    sort: [{ target: 'measure', index: 0, direction: 'desc' }, asc(0)],
  }),
  query('aggregated calculated measure without dimensions', {
    source: S,
    dimensions: [],
    measures: [{ aggregation: 'sum', fieldId: 'c_unit_price' }],
    sort: [],
  }),
  query('filter and sort on a CASE field that refers to another calculated field', {
    source: S,
    dimensions: [{ fieldId: 'c_big_label' }, { fieldId: 'c_size' }],
    measures: [{ aggregation: 'sum', fieldId: 's_qty' }],
    filter: {
      kind: 'condition',
      fieldId: 'c_size',
      operator: 'in',
      value: ['big', 'mid'],
    },
    sort: [asc(1), asc(0)],
  }),
  query('date grouping over a calculated time', {
    source: S,
    dimensions: [{ fieldId: 'c_big_ts', dateGrouping: 'year' }, { fieldId: 'c_year' }],
    measures: [{ aggregation: 'count' }],
    sort: [asc(0), asc(1)],
  }),
  query('date functions', detail(S, 's_id', ['c_days', 'c_months', 'c_years', 'c_quarter_hour'])),
  query(
    'math functions with NULL for bad input',
    detail(S, 's_id', ['c_math', 'c_sqrt', 'c_logs', 'c_ratio', 'c_neg']),
  ),
  query('string functions', detail(S, 's_id', ['c_text'])),
  query('null functions and logic', detail(S, 's_id', ['c_nulls', 'c_logic'])),
  query('today and now', {
    source: S,
    dimensions: [{ fieldId: 'c_now' }],
    measures: [{ aggregation: 'count' }],
    sort: [asc(0)],
  }),
  query(
    'hostile string literals stay values',
    detail(S, 's_id', ['c_hostile'], {
      kind: 'condition',
      fieldId: 'c_is_backslash',
      operator: 'eq',
      value: 1,
    }),
  ),
  query('text read as number, NULL when it is not one', detail(R, 'r_id', ['r_num'])),
  query('text read as time in each format, NULL when it does not match', {
    source: R,
    dimensions: [
      { fieldId: 'r_id' },
      { fieldId: 'r_ymd', dateGrouping: 'date' },
      { fieldId: 'r_dmy', dateGrouping: 'date' },
      { fieldId: 'r_ym', dateGrouping: 'year-month' },
      { fieldId: 'r_dts', dateGrouping: 'date-hour-minute-second' },
    ],
    measures: [],
    sort: [asc(0)],
  }),
  query(
    'filter on cast fields',
    detail(R, 'r_id', [], {
      kind: 'or',
      children: [
        { kind: 'condition', fieldId: 'r_num', operator: 'gt', value: 1 },
        { kind: 'condition', fieldId: 'r_ymd', operator: 'ge', value: '2024-02-01' },
      ],
    }),
  ),
  query(
    'number and time read as text',
    detail(S, 's_id', ['s_qty_text', 's_amount_text', 's_ts_text']),
  ),
  query('row rule on a calculated field', detail(S, 's_id', ['c_size']), {
    kind: 'condition',
    fieldId: 'c_size',
    operator: 'eq',
    value: 'small',
  }),
  {
    name: 'distinct values with a keyword, paged',
    sorted: true,
    compile: (dialect) =>
      compileDistinctValues(
        { fieldId: 's_region', keyword: 'ST', limit: 5 },
        catalogue,
        S,
        dialect,
      ),
  },
  {
    name: 'distinct values of a calculated field with row rules',
    sorted: true,
    compile: (dialect) =>
      compileDistinctValues({ fieldId: 'c_size', limit: 2, offset: 1 }, catalogue, S, dialect, {
        rowRules: { kind: 'condition', fieldId: 's_region', operator: 'ne', value: 'east' },
      }),
  },
  {
    name: 'distinct values with a keyword of letters and digits: the digits first, then folded',
    sorted: true,
    compile: (dialect) =>
      compileDistinctValues(
        { fieldId: 's_note', keyword: 'O 50', limit: 10 },
        catalogue,
        S,
        dialect,
      ),
  },
  {
    name: 'distinct values of a number with a keyword that escapes % and _',
    sorted: true,
    compile: (dialect) =>
      compileDistinctValues(
        { fieldId: 's_note', keyword: '50%', limit: 10 },
        catalogue,
        S,
        dialect,
      ),
  },
  {
    name: 'distinct values include NULL last',
    sorted: true,
    compile: (dialect) =>
      compileDistinctValues({ fieldId: 'r_num', limit: 10 }, catalogue, R, dialect),
  },
  {
    name: 'count with a filter and row rules',
    sorted: true,
    compile: (dialect) =>
      compileCount(
        {
          source: S,
          dimensions: [{ fieldId: 's_region' }],
          measures: [],
          sort: [],
          filter: { kind: 'condition', fieldId: 'c_size', operator: 'ne', value: 'small' },
          limit: 2,
        },
        catalogue,
        dialect,
        {
          rowRules: {
            kind: 'condition',
            fieldId: 's_region',
            operator: 'in',
            value: ['east', 'north'],
          },
        },
      ),
  },
];
