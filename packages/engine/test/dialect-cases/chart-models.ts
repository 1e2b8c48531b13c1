// Dialect cases for what charts ask of the engine (issue 8): period conditions, HAVING, top N
// with and without an Others row, and the unpaged total of a model (`count` cases run through
// compileResultCount/runResultCount). Expected SQL is in chart-expected-sql.ts.
import type { FilterNode } from '../../src/index.js';

const S = { kind: 'table', table: 'sales', alias: 's' } as const;
const period = (grouping: string, value: string): FilterNode =>
  ({ kind: 'condition', fieldId: 's_ts', operator: 'period', grouping, value }) as FilterNode;
const idsWhere = (filter: FilterNode) => ({
  source: S,
  dimensions: [{ fieldId: 's_id' }],
  filter,
  sort: [{ target: 'dimension', index: 0, direction: 'asc' }],
});
const byRegion = (extra: Record<string, unknown>) => ({
  source: S,
  dimensions: [{ fieldId: 's_region' }],
  measures: [{ aggregation: 'sum', fieldId: 's_amount' }],
  ...extra,
});

export interface DialectCase {
  name: string;
  model: unknown;
  rowRules?: FilterNode;
  /** Compile and run the model's unpaged total instead of its rows. */
  count?: boolean;
}

export const CHART_MODELS: DialectCase[] = [
  { name: 'period year-quarter', model: idsWhere(period('year-quarter', '2024-Q1')) },
  { name: 'period ISO week across the year end', model: idsWhere(period('year-week', '2025-W01')) },
  { name: 'period date-hour', model: idsWhere(period('date-hour', '2024-08-08 08')) },
  {
    name: 'period last second of a day',
    model: idsWhere(period('date-hour-minute-second', '2023-07-19 23:59:59')),
  },
  {
    name: 'period filter under a date-grouped chart',
    model: {
      source: S,
      dimensions: [{ fieldId: 's_ts', dateGrouping: 'year-month' }],
      measures: [{ aggregation: 'count' }],
      filter: period('year', '2024'),
      sort: [{ target: 'dimension', index: 0, direction: 'asc' }],
    },
  },
  {
    name: 'having on a sum',
    model: byRegion({
      having: { kind: 'condition', measure: 0, operator: 'gt', value: 40 },
      sort: [{ target: 'dimension', index: 0, direction: 'asc' }],
    }),
  },
  {
    name: 'having tree with between and is_not_null',
    model: {
      source: S,
      dimensions: [{ fieldId: 's_region' }],
      measures: [{ aggregation: 'count' }, { aggregation: 'avg', fieldId: 's_qty' }],
      having: {
        kind: 'or',
        children: [
          { kind: 'condition', measure: 1, operator: 'between', value: [3.5, 4] },
          {
            kind: 'and',
            children: [
              { kind: 'condition', measure: 0, operator: 'eq', value: 2 },
              { kind: 'condition', measure: 1, operator: 'is_not_null' },
            ],
          },
        ],
      },
      sort: [{ target: 'dimension', index: 0, direction: 'asc' }],
    },
  },
  {
    name: 'having on measures without dimensions',
    model: {
      source: S,
      measures: [{ aggregation: 'count' }],
      having: { kind: 'condition', measure: 0, operator: 'ge', value: 12 },
    },
  },
  { name: 'top N without others', model: byRegion({ topN: { count: 2 } }) },
  {
    name: 'top N with others aggregates the rest exactly',
    model: {
      source: S,
      dimensions: [{ fieldId: 's_region' }],
      measures: [
        { aggregation: 'sum', fieldId: 's_amount' },
        { aggregation: 'avg', fieldId: 's_qty' },
        { aggregation: 'count_distinct', fieldId: 's_product' },
      ],
      topN: { count: 2, others: 'Others' },
      sort: [{ target: 'dimension', index: 0, direction: 'asc' }],
    },
  },
  {
    name: 'top N by a later measure, ties by value, a date grouping and a second dimension',
    model: {
      source: S,
      dimensions: [{ fieldId: 's_ts', dateGrouping: 'year' }, { fieldId: 's_region' }],
      measures: [{ aggregation: 'sum', fieldId: 's_qty' }, { aggregation: 'count' }],
      topN: { count: 1, measure: 1, others: 'later' },
      sort: [
        { target: 'dimension', index: 0, direction: 'asc' },
        { target: 'dimension', index: 1, direction: 'asc' },
      ],
    },
  },
  {
    name: 'top N ranks only rows the filter, row rule and having let through',
    model: byRegion({
      filter: { kind: 'condition', fieldId: 's_qty', operator: 'gt', value: 1 },
      having: { kind: 'condition', measure: 0, operator: 'lt', value: 40 },
      topN: { count: 1, others: 'rest' },
    }),
    // Ranked without the rule, north would win; without HAVING, east; the rest fails HAVING.
    rowRules: { kind: 'condition', fieldId: 's_region', operator: 'ne', value: 'north' },
  },
  {
    name: 'top N keeps a NULL value it ranks',
    model: {
      source: S,
      dimensions: [{ fieldId: 's_note' }],
      measures: [{ aggregation: 'count' }],
      topN: { count: 2, others: 'rest' },
    },
  },
  {
    name: 'top N of a number dimension labels others as text',
    model: {
      source: S,
      dimensions: [{ fieldId: 's_qty' }],
      measures: [{ aggregation: 'sum', fieldId: 's_amount' }],
      topN: { count: 2, others: 'rest' },
    },
  },
  {
    name: 'total of a grouped model with having, paging ignored',
    count: true,
    model: byRegion({
      having: { kind: 'condition', measure: 0, operator: 'gt', value: 35 },
      sort: [{ target: 'measure', index: 0, direction: 'desc' }],
      limit: 1,
      offset: 1,
    }),
  },
  {
    name: 'total of a top N model with others',
    count: true,
    model: byRegion({ topN: { count: 2, others: 'Others' } }),
  },
  {
    name: 'total of a detail model under a row rule',
    count: true,
    model: { source: S, dimensions: [{ fieldId: 's_id' }], limit: 2 },
    rowRules: { kind: 'condition', fieldId: 's_region', operator: 'eq', value: 'east' },
  },
];
