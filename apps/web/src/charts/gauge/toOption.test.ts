import { describe, expect, it } from 'vitest';
import { at, callFormatter, inputFor, salesData } from '../test/fixtures';
import { GAUGE_BASE_OPTION, niceCeiling, toOption } from './toOption';

const kpi = salesData({ x: [], dimensionValues: [], tableRow: [{ m0: 72.456 }] });
const inRange = salesData({
  x: [],
  dimensionValues: [],
  series: [{ name: 'Revenue', fieldId: 'f2', role: 'measure', data: [72.456] }],
  tableRow: [{ m0: 72.456 }],
});

describe('gauge toOption', () => {
  it('starts from the JSON base option: 0–100, start 225°, end −45° (SPEC §9)', () => {
    expect(JSON.parse(GAUGE_BASE_OPTION)).toMatchObject({
      series: [{ type: 'gauge', min: 0, max: 100, startAngle: 225, endAngle: -45 }],
    });
    const option = toOption(inputFor('gauge', inRange));
    expect(option).toMatchObject({
      series: [
        {
          type: 'gauge',
          min: 0,
          max: 100,
          startAngle: 225,
          endAngle: -45,
          data: [{ name: 'Revenue', value: 72.456 }],
        },
      ],
    });
    expect(callFormatter(at(option, 'series', 0, 'detail', 'formatter'), 1234567.891)).toBe(
      '1,234,567.89',
    );
  });

  it('ends the default scale at a round number above a value past 100, so the needle means something', () => {
    const option = toOption(inputFor('gauge', kpi));
    expect(option).toMatchObject({
      series: [{ min: 0, max: 2_000_000, data: [{ value: 1234567.891 }] }],
    });
    expect([
      niceCeiling(0.3),
      niceCeiling(7),
      niceCeiling(100),
      niceCeiling(101),
      niceCeiling(885e6),
    ]).toEqual([0.5, 10, 100, 200, 1e9]);
  });

  it('follows the range and angles the user set', () => {
    const option = toOption(
      inputFor('gauge', kpi, {
        size: { gaugeMin: -50, gaugeMax: 50, gaugeStartAngle: 180, gaugeEndAngle: 0 },
      }),
    );
    expect(option).toMatchObject({ series: [{ min: -50, max: 50, startAngle: 180, endAngle: 0 }] });
  });
});
