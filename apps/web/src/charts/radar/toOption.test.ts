import { describe, expect, it } from 'vitest';
import { at, callFormatter, inputFor } from '../test/fixtures';
import { toOption } from './toOption';

describe('radar toOption', () => {
  it('makes each category a spoke and each measure a polygon in palette order', () => {
    const option = toOption(inputFor('radar'));
    expect(option).toMatchObject({
      radar: {
        shape: 'polygon',
        splitNumber: 5,
        indicator: [{ name: 'Beijing' }, { name: 'Shanghai' }, { name: 'Shenzhen' }],
        axisName: { show: true, color: '#999999', fontSize: 12 },
      },
      series: [
        {
          type: 'radar',
          data: [
            {
              name: 'Revenue',
              value: [1234567.891, 2500, 0],
              itemStyle: { color: 'rgba(84, 112, 198, 1)' },
            },
            { name: 'Profit', value: [100.5, 20, 30] },
          ],
        },
      ],
    });
  });

  it('lists every spoke with its value in the tooltip', () => {
    const option = toOption(inputFor('radar'));
    expect(
      callFormatter(at(option, 'tooltip', 'formatter'), { name: 'Profit', value: [100.5, 20, 30] }),
    ).toBe('Profit\nBeijing: 100.5\nShanghai: 20\nShenzhen: 30');
  });

  it('follows the split web settings of customStyle', () => {
    const option = toOption(
      inputFor(
        'radar',
        undefined,
        { size: { radarShape: 'circle' } },
        { split: { splitNumber: 3, nameShow: false } },
      ),
    );
    expect(option).toMatchObject({
      radar: { shape: 'circle', splitNumber: 3, axisName: { show: false } },
    });
  });
});
