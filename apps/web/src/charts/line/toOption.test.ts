import { describe, expect, it } from 'vitest';
import { at, inputFor } from '../test/fixtures';
import { toOption } from './toOption';
import { toOption as stackOption } from '../line-stack/toOption';

describe('line toOption', () => {
  it('draws one line per measure at width 1 with circle symbols of size 4 (SPEC §9)', () => {
    const option = toOption(inputFor('line'));
    expect(option).toMatchObject({
      xAxis: { type: 'category', data: ['Beijing', 'Shanghai', 'Shenzhen'] },
      series: [
        {
          type: 'line',
          name: 'Revenue',
          lineStyle: { width: 1, type: 'solid' },
          symbol: 'circle',
          symbolSize: 4,
          smooth: false,
        },
        { type: 'line', name: 'Profit' },
      ],
    });
    expect(at(option, 'series', 0, 'stack')).toBeUndefined();
    expect(at(option, 'series', 0, 'areaStyle')).toBeUndefined();
  });

  it('follows the line settings of customAttr', () => {
    const option = toOption(
      inputFor('line', undefined, {
        size: { lineWidth: 3, lineType: 'dashed', lineSmooth: true, lineSymbol: 'none' },
      }),
    );
    expect(at(option, 'series', 0)).toMatchObject({
      lineStyle: { width: 3, type: 'dashed' },
      smooth: true,
      showSymbol: false,
    });
  });

  it('stacks line-stack series and fills the area under them by default', () => {
    const option = stackOption(inputFor('line-stack'));
    for (const index of [0, 1]) {
      expect(at(option, 'series', index)).toMatchObject({
        type: 'line',
        stack: 'total',
        areaStyle: { opacity: 0.3 },
      });
    }
  });
});
