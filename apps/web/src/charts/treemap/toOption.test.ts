import { describe, expect, it } from 'vitest';
import { at, inputFor } from '../test/fixtures';
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

  it('labels tiles in white with an outline while the label colour is the grey default', () => {
    const option = toOption(inputFor('treemap'));
    expect(at(option, 'series', 0, 'label')).toMatchObject({
      color: '#ffffff',
      textBorderWidth: 2,
    });
  });

  it('keeps a label colour the user chose', () => {
    const option = toOption(inputFor('treemap', undefined, { label: { color: '#123456' } }));
    expect(at(option, 'series', 0, 'label', 'color')).toBe('#123456');
    expect(at(option, 'series', 0, 'label', 'textBorderWidth')).toBeUndefined();
  });
});
