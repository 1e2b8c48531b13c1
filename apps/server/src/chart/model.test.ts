import {
  CHART_TYPES,
  CHART_TYPE_TRAITS,
  DE_TYPE,
  chartDataRequestSchema,
  chartSaveSchema,
} from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.js';
import { planChartQuery, type ChartField } from './model.js';
import { definitionOfInput } from './view.js';

const FIELDS = new Map<string, ChartField>(
  [
    { id: 'date', name: 'Order date', deType: DE_TYPE.time },
    { id: 'prov', name: 'Province', deType: DE_TYPE.text },
    { id: 'city', name: 'City', deType: DE_TYPE.text },
    { id: 'amt', name: 'Sales', deType: DE_TYPE.number },
    { id: 'qty', name: 'Quantity', deType: DE_TYPE.number },
  ].map((f) => [f.id, f]),
);

const chart = (body: Record<string, unknown>) =>
  definitionOfInput(
    chartSaveSchema.parse({ id: 'c1', title: 'T', tableId: 'ds', type: 'bar', ...body }),
  );
const request = (body: Record<string, unknown> = {}) => chartDataRequestSchema.parse(body);
const plan = (c: Record<string, unknown>, r: Record<string, unknown> = {}) =>
  planChartQuery(chart(c), request(r), FIELDS, { others: 'Others' });

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
  return 'no error';
};

describe('the chart query model', () => {
  it('groups time dimensions by date unless told, sums numbers and counts the rest', () => {
    const { model, columns } = plan({
      xaxis: [{ fieldId: 'date' }, { fieldId: 'prov', label: 'Where' }],
      yaxis: [{ fieldId: 'amt' }, { fieldId: 'city' }],
      extBubble: [{ fieldId: 'qty', aggregation: 'avg' }],
    });
    expect(model.dimensions).toEqual([
      { fieldId: 'date', dateGrouping: 'date' },
      { fieldId: 'prov' },
    ]);
    expect(model.measures).toEqual([
      { aggregation: 'sum', fieldId: 'amt' },
      { aggregation: 'count', fieldId: 'city' },
      { aggregation: 'avg', fieldId: 'qty' },
    ]);
    expect(columns.map((c) => [c.key, c.name, c.role])).toEqual([
      ['d0', 'Order date', 'dimension'],
      ['d1', 'Where', 'dimension'],
      ['m0', 'Sales', 'measure'],
      ['m1', 'City', 'measure'],
      ['m2', 'Quantity', 'bubble'],
    ]);
    expect(model.limit).toBe(100);
  });

  it('turns measure filters into HAVING, well sorts into sort and top N with the others word', () => {
    const { model } = plan({
      xaxis: [{ fieldId: 'prov', sort: 'asc' }],
      yaxis: [
        { fieldId: 'amt', sort: 'desc', filter: [{ operator: 'gt', value: 5 }] },
        { fieldId: 'qty', filter: [{ operator: 'between', value: [1, 9] }] },
      ],
      topN: { count: 3, others: true },
    });
    expect(model.having).toEqual({
      kind: 'and',
      children: [
        { kind: 'condition', measure: 0, operator: 'gt', value: 5 },
        { kind: 'condition', measure: 1, operator: 'between', value: [1, 9] },
      ],
    });
    expect(model.sort).toEqual([
      { target: 'dimension', index: 0, direction: 'asc' },
      { target: 'measure', index: 0, direction: 'desc' },
    ]);
    expect(model.topN).toEqual({ count: 3, measure: 0, others: 'Others' });
  });

  it('orders a chart nobody sorted by its dimensions ascending: a line over dates runs in date order', () => {
    const line = plan({ type: 'line', xaxis: [{ fieldId: 'date' }], yaxis: [{ fieldId: 'amt' }] });
    expect(line.model.sort).toEqual([{ target: 'dimension', index: 0, direction: 'asc' }]);
    // A bar by province and city: by province, then city, whatever the measures say.
    const bar = plan({
      xaxis: [{ fieldId: 'prov' }, { fieldId: 'city' }],
      yaxis: [{ fieldId: 'amt' }],
    });
    expect(bar.model.sort).toEqual([
      { target: 'dimension', index: 0, direction: 'asc' },
      { target: 'dimension', index: 1, direction: 'asc' },
    ]);
    // A measure sort stays first; the province breaks its ties.
    const byAmount = plan({
      xaxis: [{ fieldId: 'prov' }],
      yaxis: [{ fieldId: 'amt', sort: 'desc' }],
    });
    expect(byAmount.model.sort).toEqual([
      { target: 'measure', index: 0, direction: 'desc' },
      { target: 'dimension', index: 0, direction: 'asc' },
    ]);
  });

  it('ANDs the custom filter with widget and linkage conditions, skipping other charts’ ones', () => {
    const custom = JSON.stringify({ kind: 'condition', fieldId: 'qty', operator: 'gt', value: 0 });
    const { model } = plan(
      { xaxis: [{ fieldId: 'prov' }], yaxis: [{ fieldId: 'amt' }], customFilter: custom },
      {
        filter: [
          { fieldId: 'prov', value: ['A', 'B'] },
          { fieldId: 'city', value: ['X'], viewIds: ['other-chart'] },
          { fieldId: 'city', value: [] },
          { fieldId: 'amt', operator: 'between', value: ['1', 20] },
        ],
        linkageFilters: [
          { fieldId: 'date', value: ['2024-Q2'], dateGrouping: 'year-quarter', viewIds: ['c1'] },
        ],
      },
    );
    expect(model.filter).toEqual({
      kind: 'and',
      children: [
        { kind: 'condition', fieldId: 'qty', operator: 'gt', value: 0 },
        { kind: 'condition', fieldId: 'prov', operator: 'in', value: ['A', 'B'] },
        { kind: 'condition', fieldId: 'amt', operator: 'between', value: [1, 20] },
        {
          kind: 'condition',
          fieldId: 'date',
          operator: 'period',
          grouping: 'year-quarter',
          value: '2024-Q2',
        },
      ],
    });
  });

  it('refuses conditions that do not fit: unknown field, one-value between, bad period, text as number', () => {
    const base = { xaxis: [{ fieldId: 'prov' }], yaxis: [{ fieldId: 'amt' }] };
    for (const condition of [
      { fieldId: 'elsewhere', value: ['x'] },
      { fieldId: 'amt', operator: 'between', value: [1] },
      { fieldId: 'date', value: ['2024-13'], dateGrouping: 'year-month' },
      { fieldId: 'amt', value: ["'; drop table x"] },
      { fieldId: 'prov', operator: 'like', value: ['a', 'b'] },
    ])
      expect(code(() => plan(base, { filter: [condition] }))).toBe('CHART_FILTER_INVALID');
  });

  it('drills: the first dimension becomes the next drill field and each step a condition', () => {
    const c = {
      xaxis: [{ fieldId: 'prov' }],
      yaxis: [{ fieldId: 'amt' }],
      drillFields: [
        { fieldId: 'prov' },
        { fieldId: 'city' },
        { fieldId: 'date', dateGrouping: 'year-month' },
      ],
    };
    const two = plan(c, {
      drill: [
        { dimensionList: [{ fieldId: 'prov', value: 'Zhejiang' }] },
        { dimensionList: [{ fieldId: 'city', value: 'Hangzhou' }] },
      ],
    });
    expect(two.drillLevel).toBe(2);
    expect(two.model.dimensions).toEqual([{ fieldId: 'date', dateGrouping: 'year-month' }]);
    expect(two.drillFilters).toEqual([
      { fieldId: 'prov', operator: 'eq', value: ['Zhejiang'] },
      { fieldId: 'city', operator: 'eq', value: ['Hangzhou'] },
    ]);
    const beyond = {
      drill: [1, 2, 3].map(() => ({ dimensionList: [{ fieldId: 'prov', value: 'x' }] })),
    };
    expect(code(() => plan(c, beyond))).toBe('CHART_FILTER_INVALID');
  });

  it('drills into a date-grouped level with a period condition', () => {
    const c = {
      xaxis: [{ fieldId: 'date', dateGrouping: 'year' }],
      yaxis: [{ fieldId: 'amt' }],
      drillFields: [{ fieldId: 'date', dateGrouping: 'year' }, { fieldId: 'prov' }],
    };
    const one = plan(c, { drill: [{ dimensionList: [{ fieldId: 'date', value: '2024' }] }] });
    expect(one.model.filter).toEqual({
      kind: 'condition',
      fieldId: 'date',
      operator: 'period',
      grouping: 'year',
      value: '2024',
    });
    expect(one.drillFilters[0]).toMatchObject({ dateGrouping: 'year' });
  });

  it('pages tables by the request, else by the style’s page size, else 20', () => {
    const t = { type: 'table', xaxis: [{ fieldId: 'prov' }], yaxis: [{ fieldId: 'amt' }] };
    expect(plan(t).model).toMatchObject({ limit: 20, offset: 0 });
    expect(
      plan({ ...t, customAttr: { size: { tablePageSize: 7 } } }, { page: { page: 3, pageSize: 5 } })
        .model,
    ).toMatchObject({ limit: 5, offset: 10 });
    expect(plan({ ...t, customAttr: { size: { tablePageSize: 7 } } }).page).toEqual({
      page: 1,
      pageSize: 7,
    });
  });

  it('pages exactly the types whose contract traits say paged, and cuts the rest at a limit', () => {
    const paged = CHART_TYPES.filter(
      (type) => plan({ type, yaxis: [{ fieldId: 'amt' }], resultCount: 50 }).page !== undefined,
    );
    expect(paged).toEqual(CHART_TYPES.filter((type) => CHART_TYPE_TRAITS[type].paged));
    expect(paged).toEqual(['table']);
    expect(plan({ type: 'bar', yaxis: [{ fieldId: 'amt' }], resultCount: 50 }).model.limit).toBe(
      50,
    );
  });
});
