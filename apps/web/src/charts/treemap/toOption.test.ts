import { describe, expect, it } from 'vitest';
import { inputFor } from '../test/fixtures';
import { toOption } from './toOption';

describe('treemap toOption', () => {
  it('fills 80 × 80 % of the box with one rectangle per category (SPEC §9)', () => {
    expect(toOption(inputFor('treemap'))).toMatchObject({
      series: [
        {
          type: 'treemap',
          width: '80%',
          height: '80%',
          label: { show: true, position: 'inside' },
          data: [
            {
              name: 'Beijing',
              value: 1234567.891,
              xIndex: 0,
              itemStyle: { color: 'rgba(84, 112, 198, 1)' },
            },
            { name: 'Shanghai', value: 2500, xIndex: 1 },
            { name: 'Shenzhen', xIndex: 2 },
          ],
        },
      ],
    });
  });

  it('follows the size the user set', () => {
    expect(
      toOption(inputFor('treemap', undefined, { size: { treemapWidth: 100, treemapHeight: 60 } })),
    ).toMatchObject({
      series: [{ width: '100%', height: '60%' }],
    });
  });
});
