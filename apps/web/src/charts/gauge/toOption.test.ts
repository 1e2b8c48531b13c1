import { describe, expect, it } from 'vitest';
import { at, callFormatter, inputFor, salesData } from '../test/fixtures';
import { GAUGE_BASE_OPTION, toOption } from './toOption';

const kpi = salesData({ x: [], dimensionValues: [], tableRow: [{ m0: 72.456 }] });

describe('gauge toOption', () => {
  it('starts from the JSON base option: 0–100, start 225°, end −45° (SPEC §9)', () => {
    expect(JSON.parse(GAUGE_BASE_OPTION)).toMatchObject({
      series: [{ type: 'gauge', min: 0, max: 100, startAngle: 225, endAngle: -45 }],
    });
    const option = toOption(inputFor('gauge', kpi));
    expect(option).toMatchObject({
      series: [
        {
          type: 'gauge',
          min: 0,
          max: 100,
          startAngle: 225,
          endAngle: -45,
          data: [{ name: 'Revenue', value: 1234567.891 }],
        },
      ],
    });
    expect(callFormatter(at(option, 'series', 0, 'detail', 'formatter'), 1234567.891)).toBe(
      '1,234,567.89',
    );
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
