import { describe, expect, it } from 'vitest';
import type { ChartView, PanelChartStyle } from '@tessera/contracts';
import { mergeChartStyle } from './mergeChartStyle';

const theme: PanelChartStyle = {
  customAttr: {
    color: { colors: Array(9).fill('#111111') as string[] },
    label: { color: '#eeeeee' },
  },
  customStyle: { text: { color: '#eeeeee' }, background: { color: '#1b2336' } },
};

const chart = (
  stylePriority: 'view' | 'panel',
): Pick<ChartView, 'id' | 'stylePriority' | 'customAttr' | 'customStyle'> => ({
  id: 'c-1',
  stylePriority,
  customAttr: {
    color: { colors: Array(9).fill('#ff0000') as string[], alpha: 80 },
    label: { show: true },
  },
  customStyle: { text: { color: '#000000', fontSize: 20 } },
});

describe('theme merging (SPEC §4 merging)', () => {
  it('lays the theme over the chart’s own look when the chart gives the dashboard priority', () => {
    const merged = mergeChartStyle(chart('panel'), theme);
    expect(merged.customAttr.color).toEqual({ colors: Array(9).fill('#111111'), alpha: 80 });
    expect(merged.customAttr.label).toEqual({ show: true, color: '#eeeeee' });
    expect(merged.customStyle.text).toEqual({ color: '#eeeeee', fontSize: 20 });
    expect(merged.customStyle.background).toEqual({ color: '#1b2336' });
    expect(merged.id).toBe('c-1');
  });

  it('keeps the chart’s own settings when it keeps priority, the theme filling only the rest', () => {
    const merged = mergeChartStyle(chart('view'), theme);
    expect(merged.customAttr.color?.colors).toEqual(Array(9).fill('#ff0000'));
    expect(merged.customStyle.text).toEqual({ color: '#000000', fontSize: 20 });
    expect(merged.customStyle.background).toEqual({ color: '#1b2336' });
  });

  it('changes nothing without a theme and never touches the chart it was given', () => {
    const own = chart('panel');
    const copy = structuredClone(own);
    expect(mergeChartStyle(own, undefined)).toBe(own);
    mergeChartStyle(own, theme);
    expect(own).toEqual(copy);
  });
});
