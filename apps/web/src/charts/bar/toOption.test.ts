import { describe, expect, it } from 'vitest';
import { at, callFormatter, inputFor } from '../test/fixtures';
import { toOption } from './toOption';
import { toOption as stackOption } from '../bar-stack/toOption';
import { toOption as horizontalOption } from '../bar-horizontal/toOption';
import { toOption as stackHorizontalOption } from '../bar-stack-horizontal/toOption';

describe('bar toOption', () => {
  it('draws one bar series per measure over the categories, bars up to 40 px with a 40 % gap', () => {
    const option = toOption(inputFor('bar'));
    expect(option).toMatchObject({
      xAxis: { type: 'category', data: ['Beijing', 'Shanghai', 'Shenzhen'], position: 'bottom' },
      yAxis: { type: 'value', position: 'left', splitLine: { show: true } },
      series: [
        {
          type: 'bar',
          name: 'Revenue',
          data: [1234567.891, 2500, null],
          barMaxWidth: 40,
          barGap: '40%',
        },
        { type: 'bar', name: 'Profit', barMaxWidth: 40 },
      ],
    });
    expect(at(option, 'series', 0, 'stack')).toBeUndefined();
  });

  it('hides value labels that would overlap their neighbours', () => {
    const option = toOption(inputFor('bar', undefined, { label: { show: true } }));
    expect(at(option, 'series', 0, 'labelLayout')).toEqual({ hideOverlap: true });
    expect(at(option, 'series', 0, 'label', 'show')).toBe(true);
  });

  it('uses a fixed bar width when the user turns automatic width off', () => {
    const option = toOption(
      inputFor('bar', undefined, { size: { barDefault: false, barWidth: 12 } }),
    );
    expect(at(option, 'series', 0, 'barWidth')).toBe(12);
  });

  it('colours series from the palette, with the chart alpha', () => {
    const option = toOption(inputFor('bar', undefined, { color: { alpha: 50 } }));
    expect(at(option, 'series', 0, 'itemStyle', 'color')).toBe('rgba(84, 112, 198, 0.5)');
    expect(at(option, 'series', 1, 'itemStyle', 'color')).toBe('rgba(145, 204, 117, 0.5)');
  });

  it('puts the legend at the bottom centre and the axis settings from customStyle', () => {
    const option = toOption(
      inputFor(
        'bar',
        undefined,
        {},
        { xAxis: { labelRotate: 45, name: 'City' }, yAxis: { min: 0, max: 10 } },
      ),
    );
    expect(option).toMatchObject({
      legend: { show: true, left: 'center', bottom: 0, data: ['Revenue', 'Profit'] },
      xAxis: { name: 'City', axisLabel: { rotate: 45 } },
      yAxis: { min: 0, max: 10 },
    });
    expect(callFormatter(at(option, 'yAxis', 'axisLabel', 'formatter'), 1500000)).toBe('1,500,000');
  });

  it('shows labels and the tooltip per customAttr, values formatted for the reader', () => {
    const option = toOption(
      inputFor('bar', undefined, { label: { show: true, formatter: '{b}: {c}' } }),
    );
    const label = at(option, 'series', 0, 'label');
    expect(label).toMatchObject({ show: true, position: 'top', fontSize: 10 });
    expect(callFormatter(at(label, 'formatter'), { name: 'Beijing', value: 1234567.891 })).toBe(
      'Beijing: 1,234,567.89',
    );
    expect(option).toMatchObject({
      tooltip: { show: true, trigger: 'item', renderMode: 'richText' },
    });
    expect(
      callFormatter(at(option, 'tooltip', 'formatter'), {
        seriesName: 'Revenue',
        name: 'Beijing',
        value: 2500.125,
      }),
    ).toBe('Revenue\nBeijing: 2,500.13');
  });

  it('stacks the measures in bar-stack', () => {
    const option = stackOption(inputFor('bar-stack'));
    expect(option).toMatchObject({
      series: [
        { type: 'bar', stack: 'total' },
        { type: 'bar', stack: 'total' },
      ],
    });
  });

  it('lays the categories on the left axis in the horizontal bars', () => {
    for (const build of [horizontalOption, stackHorizontalOption]) {
      const option = build(inputFor('bar-horizontal'));
      expect(option).toMatchObject({
        xAxis: { type: 'value' },
        yAxis: { type: 'category', data: ['Beijing', 'Shanghai', 'Shenzhen'] },
      });
    }
    expect(at(stackHorizontalOption(inputFor('bar-stack-horizontal')), 'series', 0, 'stack')).toBe(
      'total',
    );
  });
});
