import { CHART_TYPES, CHART_TYPE_TRAITS, DE_TYPE } from '@tessera/contracts';
import { describe, expect, it } from 'vitest';
import type { PlannedColumn } from './model.js';
import { shapeChartData } from './shape.js';

const dim = (i: number, name: string): PlannedColumn => ({
  key: `d${i}`,
  fieldId: `f${name}`,
  name,
  deType: DE_TYPE.text,
  role: 'dimension',
});
const measure = (
  i: number,
  name: string,
  role: 'measure' | 'bubble' = 'measure',
): PlannedColumn => ({
  key: `m${i}`,
  fieldId: `f${name}`,
  name,
  deType: DE_TYPE.number,
  role,
  aggregation: 'sum',
});

describe('chart answer shaping', () => {
  it('joins dimensions for x, aligns one series per measure and makes exact text numbers', () => {
    const data = shapeChartData(
      'scatter',
      [dim(0, 'A'), dim(1, 'B'), measure(0, 'S'), measure(1, 'Q', 'bubble')],
      [
        { d0: 'a', d1: 'x', m0: '12345678901', m1: 2 },
        { d0: 'b', d1: null, m0: 3.5, m1: null },
      ],
    );
    expect(data.x).toEqual(['a / x', 'b / ']);
    expect(data.series).toEqual([
      { name: 'S', fieldId: 'fS', role: 'measure', data: [12345678901, 3.5] },
      { name: 'Q', fieldId: 'fQ', role: 'bubble', data: [2, null] },
    ]);
    expect(data.tableRow[0]).toEqual({ d0: 'a', d1: 'x', m0: 12345678901, m1: 2 });
    expect(data.dimensionValues).toEqual([
      ['a', 'x'],
      ['b', null],
    ]);
  });

  it('pivots a stacked chart of two dimensions and one measure into one series per second value', () => {
    const data = shapeChartData(
      'bar-stack',
      [dim(0, 'Cat'), dim(1, 'Chan'), measure(0, 'S')],
      [
        { d0: 'food', d1: 'web', m0: 1 },
        { d0: 'food', d1: 'shop', m0: 2 },
        { d0: 'toys', d1: 'web', m0: 3 },
      ],
    );
    expect(data.x).toEqual(['food', 'toys']);
    expect(data.series).toEqual([
      { name: 'web', fieldId: 'fChan', role: 'measure', data: [1, 3] },
      { name: 'shop', fieldId: 'fChan', role: 'measure', data: [2, null] },
    ]);
    expect(data.dimensionValues).toEqual([['food'], ['toys']]);
    expect(data.tableRow).toHaveLength(3);
  });

  it('does not pivot a pie or a chart with two measures', () => {
    const pie = shapeChartData(
      'pie',
      [dim(0, 'A'), dim(1, 'B'), measure(0, 'S')],
      [{ d0: 'a', d1: 'b', m0: 1 }],
    );
    expect(pie.series).toHaveLength(1);
    const two = shapeChartData(
      'bar',
      [dim(0, 'A'), dim(1, 'B'), measure(0, 'S'), measure(1, 'T')],
      [{ d0: 'a', d1: 'b', m0: 1, m1: 2 }],
    );
    expect(two.series.map((s) => s.name)).toEqual(['S', 'T']);
  });

  it('pivots exactly the types whose contract traits say they pivot', () => {
    const pivoting = CHART_TYPES.filter(
      (type) =>
        shapeChartData(
          type,
          [dim(0, 'A'), dim(1, 'B'), measure(0, 'S')],
          [{ d0: 'a', d1: 'b', m0: 1 }],
        ).series[0]?.name === 'b',
    );
    expect(pivoting).toEqual(CHART_TYPES.filter((type) => CHART_TYPE_TRAITS[type].pivots));
    expect(pivoting).toEqual([
      'bar',
      'bar-stack',
      'bar-horizontal',
      'bar-stack-horizontal',
      'line',
      'line-stack',
    ]);
  });
});
