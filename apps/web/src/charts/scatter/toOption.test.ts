import { describe, expect, it } from 'vitest';
import { at, inputFor } from '../test/fixtures';
import { toOption } from './toOption';

describe('scatter toOption', () => {
  it('draws one point series per measure with circle symbols of size 20 (SPEC §9)', () => {
    expect(toOption(inputFor('scatter'))).toMatchObject({
      xAxis: { type: 'category', data: ['Beijing', 'Shanghai', 'Shenzhen'] },
      yAxis: { type: 'value' },
      series: [
        {
          type: 'scatter',
          name: 'Revenue',
          symbol: 'circle',
          symbolSize: 20,
          data: [1234567.891, 2500, null],
        },
        { type: 'scatter', name: 'Profit', itemStyle: { color: 'rgba(145, 204, 117, 1)' } },
      ],
    });
  });

  it('follows the symbol and size the user set', () => {
    const option = toOption(
      inputFor('scatter', undefined, { size: { scatterSymbol: 'diamond', scatterSymbolSize: 8 } }),
    );
    expect(at(option, 'series', 1)).toMatchObject({ symbol: 'diamond', symbolSize: 8 });
  });
});
