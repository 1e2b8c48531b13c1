import { describe, expect, it } from 'vitest';
import { buildMapOption, toOption, valueRange } from './toOption';
import { mapInput } from './mapFixtures';

/** The option as plain data, with its formatter functions callable. */
interface Formatter {
  (params: { seriesName?: string; name?: string; value?: unknown }): string;
}
interface MapOption {
  tooltip: { show: boolean; renderMode: string; formatter: Formatter };
  visualMap: { show: boolean; min: number; max: number; inRange: { color: string[] } };
  series: {
    type: string;
    map: string;
    nameProperty: string;
    name: string;
    label: { show: boolean; formatter: Formatter };
    data: { name: string; value: number | null }[];
  }[];
}

const NAMES: Record<string, string> = { '440000': 'Guangdong', '110000': 'Beijing' };
const namer = (code: string) => NAMES[code] ?? code;
const build = (input = mapInput()) => buildMapOption(input, namer) as unknown as MapOption;

describe('map toOption', () => {
  it('draws one map series over China by default, matching rows to regions by area code', () => {
    const series = build().series[0]!;
    expect(series).toMatchObject({ type: 'map', map: '100000', nameProperty: 'adcode' });
    expect(series.data).toEqual([
      { name: '440000', value: 1234567.891 },
      { name: '110000', value: 2500 },
      { name: '999999', value: null },
    ]);
  });

  it('draws the area the chart names in customAttr.areaCode', () => {
    expect(build(mapInput({ areaCode: '440000' })).series[0]!.map).toBe('440000');
    expect(build(mapInput({ areaCode: 'world' })).series[0]!.map).toBe('world');
  });

  it('colours regions from a tint of the first palette colour up to the colour itself', () => {
    const { visualMap } = build();
    expect(visualMap).toMatchObject({ show: true, min: 2500, max: 1234567.891 });
    expect(visualMap.inRange.color).toEqual(valueRange('#5470c6', 100));
    expect(valueRange('#5470c6', 100)[1]).toBe('rgba(84, 112, 198, 1)');
    const custom = build(mapInput({ color: { colors: Array(9).fill('#ff0000'), alpha: 50 } }));
    expect(custom.visualMap.inRange.color).toEqual([
      'rgba(255, 217, 217, 0.5)',
      'rgba(255, 0, 0, 0.5)',
    ]);
  });

  it('hides the visual map when no row has a value', () => {
    const input = mapInput();
    input.data.series[0]!.data = [null, null, null];
    expect(build(input).visualMap).toMatchObject({ show: false, min: 0, max: 1 });
  });

  it('names regions by their feature name in the tooltip and the labels, numbers in the reader language', () => {
    const option = build(mapInput({ label: { show: true } }, 'zh-CN'));
    const params = { seriesName: 'Revenue', name: '440000', value: 1234567.891 };
    expect(option.tooltip.formatter(params)).toBe('Revenue\nGuangdong: 1,234,567.89');
    expect(option.series[0]!.label).toMatchObject({ show: true });
    expect(option.series[0]!.label.formatter(params)).toBe('Guangdong');
    expect(option.tooltip.formatter({ name: '110000', value: NaN })).toBe('Revenue\nBeijing: -');
  });

  it('fills the user tooltip and label templates as text, markup left inert (SECURITY C7)', () => {
    const option = build(
      mapInput({
        tooltip: { formatter: '<img src=x onerror=alert(1)> {b}={c}' },
        label: { show: true, formatter: '<b>{b}</b> {c}' },
      }),
    );
    expect(option.tooltip.renderMode).toBe('richText');
    const params = { name: '440000', value: 10 };
    expect(option.tooltip.formatter(params)).toBe('<img src=x onerror=alert(1)> Guangdong=10');
    expect(option.series[0]!.label.formatter(params)).toBe('<b>Guangdong</b> 10');
  });

  it('keeps rows in data order so a click index points at the same row of data.x', () => {
    const names = build().series[0]!.data.map((d) => d.name);
    expect(names).toEqual(mapInput().data.dimensionValues.map((v) => String(v[0])));
  });

  it('shows the area code for a region until its area has loaded', () => {
    const option = toOption(mapInput()) as unknown as MapOption;
    expect(option.tooltip.formatter({ name: '440000', value: 1 })).toBe('Revenue\n440000: 1');
  });
});
