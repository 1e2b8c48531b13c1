// The QueryModels of the side-by-side dialect cases; expected SQL is in expected-sql.ts.
import type { FilterNode } from '../../src/index.js';

const S = { kind: 'table', table: 'sales', alias: 's' } as const;
const idsWhere = (filter: unknown) => ({
  source: S,
  dimensions: [{ fieldId: 's_id' }],
  filter,
  sort: [{ target: 'dimension', index: 0, direction: 'asc' }],
});
const cond = (fieldId: string, operator: string, value?: unknown): FilterNode =>
  (value === undefined
    ? { kind: 'condition', fieldId, operator }
    : { kind: 'condition', fieldId, operator, value }) as FilterNode;
const groupings = [
  'year',
  'year-quarter',
  'year-month',
  'year-week',
  'date',
  'date-hour',
  'date-hour-minute',
  'date-hour-minute-second',
];
/** 16 values (DuckDB's subquery form starts there): two products of the fixture, 14 others. */
const LONG_NOT_IN = ['pear', 'plum', ...Array.from({ length: 14 }, (_, i) => `none-${i}`)];

export const MODELS: { name: string; model: unknown; rowRules?: FilterNode }[] = [
  {
    name: 'group by a dimension with sum',
    model: {
      source: S,
      dimensions: [{ fieldId: 's_region' }],
      measures: [{ aggregation: 'sum', fieldId: 's_amount' }],
      sort: [{ target: 'dimension', index: 0, direction: 'asc' }],
    },
  },
  {
    name: 'every aggregation',
    model: {
      source: S,
      dimensions: [{ fieldId: 's_region' }],
      measures: [
        { aggregation: 'count' },
        { aggregation: 'count', fieldId: 's_note' },
        { aggregation: 'count_distinct', fieldId: 's_product' },
        { aggregation: 'avg', fieldId: 's_qty' },
        { aggregation: 'max', fieldId: 's_amount' },
        { aggregation: 'min', fieldId: 's_ts' },
      ],
      sort: [{ target: 'dimension', index: 0, direction: 'asc' }],
    },
  },
  {
    name: 'measures without dimensions',
    model: {
      source: S,
      measures: [{ aggregation: 'count' }, { aggregation: 'sum', fieldId: 's_qty' }],
    },
  },
  ...groupings.map((g) => ({
    name: `date grouping ${g}`,
    model: {
      source: S,
      dimensions: [{ fieldId: 's_ts', dateGrouping: g }],
      measures: [{ aggregation: 'count' }],
      sort: [{ target: 'dimension', index: 0, direction: 'asc' }],
    },
  })),
  { name: 'operator eq', model: idsWhere(cond('s_region', 'eq', 'east')) },
  { name: 'operator ne', model: idsWhere(cond('s_region', 'ne', 'east')) },
  { name: 'operator gt', model: idsWhere(cond('s_amount', 'gt', 14)) },
  { name: 'operator ge', model: idsWhere(cond('s_amount', 'ge', 14)) },
  {
    name: 'operator lt on a time field',
    model: idsWhere(cond('s_ts', 'lt', '2023-07-19 23:59:59')),
  },
  {
    name: 'operator le on a time field',
    model: idsWhere(cond('s_ts', 'le', '2023-07-19 23:59:59')),
  },
  { name: 'operator in', model: idsWhere(cond('s_product', 'in', ['pear', 'plum'])) },
  { name: 'operator not_in', model: idsWhere(cond('s_product', 'not_in', ['pear', 'plum'])) },
  {
    // DuckDB answers a long NOT IN list as an anti-join subquery (its list is slow): same rows.
    name: 'operator not_in with a long list',
    model: idsWhere(cond('s_product', 'not_in', LONG_NOT_IN)),
  },
  { name: 'operator like (contains)', model: idsWhere(cond('s_note', 'like', 'if')) },
  {
    name: 'operator like escapes % and _',
    model: idsWhere({
      kind: 'or',
      children: [cond('s_note', 'like', '50%'), cond('s_note', 'like', 'a_b')],
    }),
  },
  { name: 'operator not_like', model: idsWhere(cond('s_note', 'not_like', 'gift')) },
  {
    name: 'operator between',
    model: idsWhere(cond('s_ts', 'between', ['2024-01-01 00:00:00', '2024-05-05 17:45:10'])),
  },
  { name: 'operator is_null', model: idsWhere(cond('s_note', 'is_null')) },
  { name: 'operator is_not_null', model: idsWhere(cond('s_note', 'is_not_null')) },
  { name: 'operator empty', model: idsWhere(cond('s_note', 'empty')) },
  { name: 'operator not_empty', model: idsWhere(cond('s_note', 'not_empty')) },
  {
    name: 'nested AND/OR',
    model: idsWhere({
      kind: 'and',
      children: [
        { kind: 'or', children: [cond('s_region', 'eq', 'east'), cond('s_region', 'eq', 'west')] },
        { kind: 'or', children: [cond('s_qty', 'ge', 3), cond('s_note', 'is_null')] },
      ],
    }),
  },
  {
    name: 'empty AND and OR groups',
    model: idsWhere({
      kind: 'and',
      children: [
        { kind: 'and', children: [] },
        { kind: 'or', children: [{ kind: 'or', children: [] }, cond('s_qty', 'gt', 7)] },
      ],
    }),
  },
  {
    name: 'sort by measure with limit and offset',
    model: {
      source: S,
      dimensions: [{ fieldId: 's_region' }],
      measures: [{ aggregation: 'sum', fieldId: 's_qty' }],
      sort: [{ target: 'measure', index: 0, direction: 'desc' }],
      limit: 2,
      offset: 1,
    },
  },
  {
    name: 'offset without limit',
    model: {
      source: S,
      dimensions: [{ fieldId: 's_id' }],
      sort: [{ target: 'dimension', index: 0, direction: 'desc' }],
      offset: 9,
    },
  },
  {
    name: 'left join with nulls sorted last',
    model: {
      source: {
        kind: 'join',
        type: 'left',
        left: S,
        right: { kind: 'table', table: 'managers', alias: 'm' },
        on: [{ leftFieldId: 's_region', rightFieldId: 'm_region' }],
      },
      dimensions: [{ fieldId: 'm_manager' }],
      measures: [{ aggregation: 'sum', fieldId: 's_amount' }],
      sort: [{ target: 'dimension', index: 0, direction: 'asc' }],
    },
  },
  {
    name: 'inner join',
    model: {
      source: {
        kind: 'join',
        type: 'inner',
        left: S,
        right: { kind: 'table', table: 'managers', alias: 'm' },
        on: [{ leftFieldId: 's_region', rightFieldId: 'm_region' }],
      },
      dimensions: [{ fieldId: 'm_manager' }],
      measures: [{ aggregation: 'count' }],
      sort: [{ target: 'dimension', index: 0, direction: 'desc' }],
    },
  },
  {
    name: 'right join',
    model: {
      source: {
        kind: 'join',
        type: 'right',
        left: S,
        right: { kind: 'table', table: 'managers', alias: 'm' },
        on: [{ leftFieldId: 's_region', rightFieldId: 'm_region' }],
      },
      dimensions: [{ fieldId: 'm_manager' }],
      measures: [{ aggregation: 'count', fieldId: 's_id' }],
      sort: [{ target: 'dimension', index: 0, direction: 'asc' }],
    },
  },
  {
    name: 'full join',
    model: {
      source: {
        kind: 'join',
        type: 'full',
        left: S,
        right: { kind: 'table', table: 'managers', alias: 'm' },
        on: [{ leftFieldId: 's_region', rightFieldId: 'm_region' }],
      },
      dimensions: [{ fieldId: 'm_manager' }],
      measures: [{ aggregation: 'count', fieldId: 's_id' }],
      sort: [{ target: 'dimension', index: 0, direction: 'asc' }],
    },
  },
  {
    name: 'subquery source',
    model: {
      source: { kind: 'sql', sql: 'SELECT region, amount FROM sales WHERE qty > 2', alias: 'q' },
      dimensions: [{ fieldId: 'q_region' }],
      measures: [{ aggregation: 'sum', fieldId: 'q_amount' }],
      sort: [{ target: 'dimension', index: 0, direction: 'asc' }],
    },
  },
  {
    name: 'row rule ANDed around a user OR',
    model: idsWhere({
      kind: 'or',
      children: [cond('s_product', 'eq', 'apple'), cond('s_qty', 'gt', 100)],
    }),
    rowRules: cond('s_region', 'in', ['east', 'west']),
  },
  {
    name: 'odd column names are quoted',
    model: {
      source: { kind: 'table', table: 'odd "table`', alias: 'o' },
      dimensions: [{ fieldId: 'o_0' }, { fieldId: 'o_2' }],
      measures: [
        { aggregation: 'sum', fieldId: 'o_1' },
        { aggregation: 'max', fieldId: 'o_3' },
        { aggregation: 'count_distinct', fieldId: 'o_4' },
      ],
      filter: cond('o_5', 'ne', 'zz'),
      sort: [
        { target: 'dimension', index: 0, direction: 'asc' },
        { target: 'dimension', index: 1, direction: 'asc' },
      ],
    },
  },
];
