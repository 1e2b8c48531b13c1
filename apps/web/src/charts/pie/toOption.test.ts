import { describe, expect, it } from 'vitest';
import { at, callFormatter, inputFor } from '../test/fixtures';
import { PIE_BASE_OPTION, toOption } from './toOption';
import { toOption as roseOption } from '../pie-rose/toOption';

describe('pie toOption', () => {
  it('starts from the JSON base option (SPEC §9) and draws radii 0 and 80 %', () => {
    expect(JSON.parse(PIE_BASE_OPTION)).toMatchObject({ series: [{ type: 'pie' }] });
    const option = toOption(inputFor('pie'));
    expect(option).toMatchObject({
      series: [
        {
          type: 'pie',
          radius: ['0%', '80%'],
          data: [
            { name: 'Beijing', value: 1234567.891, itemStyle: { color: 'rgba(84, 112, 198, 1)' } },
            { name: 'Shanghai', value: 2500, itemStyle: { color: 'rgba(145, 204, 117, 1)' } },
            { name: 'Shenzhen', value: null },
          ],
        },
      ],
      legend: { data: ['Beijing', 'Shanghai', 'Shenzhen'], bottom: 0, left: 'center' },
    });
    expect(at(option, 'series', 0, 'roseType')).toBeUndefined();
  });

  it('shows slice labels with the name and percent by default', () => {
    const label = at(toOption(inputFor('pie')), 'series', 0, 'label');
    expect(label).toMatchObject({ show: true, position: 'outside' });
    expect(
      callFormatter(at(label, 'formatter'), { name: 'Beijing', value: 3, percent: 37.5 }),
    ).toBe('Beijing 37.5%');
  });

  it('wraps outside labels in the strip beside the pie instead of cutting them to an ellipsis', () => {
    const option = toOption(inputFor('pie'));
    expect(at(option, 'series', 0, 'label', 'overflow')).toBe('break');
    const inside = toOption(inputFor('pie', undefined, { label: { position: 'inside' } }));
    expect(at(inside, 'series', 0, 'label', 'overflow')).toBeUndefined();
  });

  it('follows the radii the user set (a donut)', () => {
    const option = toOption(
      inputFor('pie', undefined, { size: { pieInnerRadius: 40, pieOuterRadius: 70 } }),
    );
    expect(at(option, 'series', 0, 'radius')).toEqual(['40%', '70%']);
  });

  it('draws the rose by radius with petals rounded by 5 (SPEC §9)', () => {
    const option = roseOption(inputFor('pie-rose'));
    expect(option).toMatchObject({
      series: [{ type: 'pie', roseType: 'radius', itemStyle: { borderRadius: 5 } }],
    });
  });
});
