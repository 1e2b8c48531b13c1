import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, resolveCustomAttr } from '@tessera/contracts';
import { colorAt, seriesColors, withAlpha } from './color';
import { formatMeasure, formatSum } from './format';
import { fillTemplate } from './template';
import { titleCss, backgroundCss } from './frame';
import { defaults } from '../test/fixtures';

describe('series colours', () => {
  it('uses the 9-colour palette at full opacity by default (SPEC §9)', () => {
    const colors = seriesColors(resolveCustomAttr());
    expect(colors).toHaveLength(9);
    expect(colors[0]).toBe('rgba(84, 112, 198, 1)');
  });

  it('cycles the palette past the ninth series', () => {
    const colors = seriesColors(resolveCustomAttr());
    expect(colorAt(colors, 9)).toBe(colors[0]);
    expect(colorAt(colors, 10)).toBe(colors[1]);
  });

  it('applies the alpha to every colour form the contract allows', () => {
    expect(withAlpha('#fff', 50)).toBe('rgba(255, 255, 255, 0.5)');
    expect(withAlpha('#5470c6', 20)).toBe('rgba(84, 112, 198, 0.2)');
    expect(withAlpha('#00000080', 100)).toBe('rgba(0, 0, 0, 0.502)');
    expect(withAlpha('rgba(1, 2, 3, 0.5)', 50)).toBe('rgba(1, 2, 3, 0.25)');
    expect(seriesColors(resolveCustomAttr({ color: { alpha: 40 } }))[8]).toBe(
      withAlpha(CHART_PALETTE[8], 40),
    );
  });
});

describe('number formatting', () => {
  it('shows measures with thousands separators and at most 2 decimals, per language', () => {
    expect(formatMeasure(1234567.891, 'en')).toBe('1,234,567.89');
    expect(formatMeasure(2500, 'zh-CN')).toBe('2,500');
    expect(formatMeasure('42.5', 'en')).toBe('42.5');
    expect(formatMeasure(null, 'en')).toBe('-');
  });

  it('shows sums with 2 decimals only when fractional (SPEC §9)', () => {
    expect(formatSum(1000, 'en')).toBe('1,000');
    expect(formatSum(1000.5, 'en')).toBe('1,000.50');
  });
});

describe('label and tooltip templates', () => {
  it('fills {a} {b} {c} {d} with the series, the name, the formatted value and the percent', () => {
    expect(
      fillTemplate(
        '{a}|{b}: {c} ({d})',
        { series: 'S', name: 'N', value: 1234.5, percent: 12.345 },
        'en',
      ),
    ).toBe('S|N: 1,234.5 (12.35%)');
  });
});

describe('chart frame', () => {
  it('draws the title at font 18 on the left by default (SPEC §9)', () => {
    const css = titleCss(defaults().style);
    expect(css.fontSize).toBe(18);
    expect(css.textAlign).toBe('left');
    expect(css.fontWeight).toBe(400);
  });

  it('draws the background colour at its alpha with rounded corners', () => {
    const { style } = defaults();
    const css = backgroundCss({
      ...style,
      background: { color: '#000000', alpha: 50, borderRadius: 8 },
    });
    expect(css).toEqual({ background: 'rgba(0, 0, 0, 0.5)', borderRadius: 8 });
  });
});
