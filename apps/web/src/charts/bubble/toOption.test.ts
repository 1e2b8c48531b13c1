import { describe, expect, it } from 'vitest';
import { at, callFormatter, inputFor, salesData } from '../test/fixtures';
import { bubbleSize, toOption } from './toOption';

const data = salesData({
  series: [
    { name: 'Revenue', fieldId: 'f2', role: 'measure', data: [10, 20, 30] },
    { name: 'Orders', fieldId: 'f4', role: 'bubble', data: [100, 25, null] },
  ],
});

describe('bubble toOption', () => {
  it('draws the value measure as points carrying their size measure', () => {
    const option = toOption(inputFor('bubble', data));
    expect(option).toMatchObject({
      series: [
        {
          type: 'scatter',
          name: 'Revenue',
          data: [
            [0, 10, 100],
            [1, 20, 25],
            [2, 30, null],
          ],
        },
      ],
    });
    expect(at(option, 'series', 1)).toBeUndefined();
  });

  it('sizes bubbles by area: the largest three times the scatter size, half the size a quarter the area', () => {
    const option = toOption(inputFor('bubble', data));
    const size = at(option, 'series', 0, 'symbolSize');
    expect(callFormatter(size, [0, 10, 100])).toBe(60);
    expect(callFormatter(size, [1, 20, 25])).toBe(30);
    expect(bubbleSize(0, 100, 20)).toBe(4);
  });
});
