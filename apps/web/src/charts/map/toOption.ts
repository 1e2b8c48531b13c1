import type { EChartsCoreOption } from 'echarts/core';
import { formatMeasure } from '../common/format';
import { fillTemplate } from '../common/template';
import type { ChartRenderInput } from '../types';
import { loadArea, regionName } from './geoCache';

/** A region without data hands formatters NaN: it reads as "-" like any missing value. */
const finite = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The slice of ECharts' formatter parameters the map reads. */
interface MapFormatterParams {
  seriesName?: string;
  /** The region's adcode (the series matches features by `adcode`). */
  name?: string;
  value?: unknown;
}

/** A region's display name, resolved when ECharts draws (after prepare registered the area). */
export type RegionNamer = (adcode: string) => string;

const DEFAULT_AREA = '100000';

export const areaCodeOf = (input: ChartRenderInput): string => input.attr.areaCode || DEFAULT_AREA;

/** `#rgb`/`#rrggbb`/`rgb()` → its channels; null for anything else. */
function channels(color: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  }
  const parts = /^rgba?\(([^)]*)\)$/i
    .exec(color)?.[1]
    ?.split(',')
    .map((p) => parseFloat(p));
  if (parts && parts.length >= 3 && parts.slice(0, 3).every(Number.isFinite))
    return [parts[0]!, parts[1]!, parts[2]!];
  return null;
}

/**
 * The visual map's colour range: from a pale tint of the palette's first colour (small values)
 * to the colour itself (large values), at the chart's alpha (SPEC §9 palette and alpha 100).
 */
export function valueRange(primary: string, alphaPercent: number): [string, string] {
  const rgb = channels(primary) ?? [84, 112, 198];
  const alpha = Math.max(0, Math.min(100, alphaPercent)) / 100;
  const tint = rgb.map((c) => Math.round(c + (255 - c) * 0.85));
  return [`rgba(${tint.join(', ')}, ${alpha})`, `rgba(${rgb.join(', ')}, ${alpha})`];
}

/**
 * The map option: one `map` series over the registered area, regions matched to data rows by
 * their area code (`nameProperty: 'adcode'`), coloured by a continuous visual map. Names come
 * from the geo features through `nameOf` at draw time, so the option itself does not depend on
 * the area having loaded. Pure: the tests call it with their own namer.
 */
export function buildMapOption(input: ChartRenderInput, nameOf: RegionNamer): EChartsCoreOption {
  const { data, attr, language } = input;
  const measure = data.series.find((s) => s.role !== 'bubble') ?? data.series[0];
  const seriesName = measure?.name ?? '';
  const points = data.x.map((label, index) => {
    const raw = data.dimensionValues[index]?.[0];
    const value = measure?.data[index];
    return { name: raw === null || raw === undefined ? label : String(raw), value: finite(value) };
  });
  const values = points.map((p) => p.value).filter((v): v is number => v !== null);
  const min = values.length ? Math.min(...values) : 0;
  const max = values.length ? Math.max(...values) : 1;
  const text = (template: string) => (params: MapFormatterParams) =>
    fillTemplate(
      template,
      {
        series: params.seriesName ?? seriesName,
        name: nameOf(params.name ?? ''),
        value: finite(params.value),
      },
      language,
    );
  const tooltipText = (params: MapFormatterParams) =>
    attr.tooltip.formatter
      ? text(attr.tooltip.formatter)(params)
      : `${seriesName}\n${nameOf(params.name ?? '')}: ${formatMeasure(finite(params.value), language)}`;

  return {
    tooltip: {
      show: attr.tooltip.show,
      trigger: 'item',
      // SECURITY C7: drawn as text by the renderer, never written as HTML.
      renderMode: 'richText',
      confine: true,
      textStyle: { color: attr.tooltip.color, fontSize: attr.tooltip.fontSize },
      formatter: tooltipText,
    },
    visualMap: {
      type: 'continuous',
      show: values.length > 0,
      min,
      max: max === min ? min + 1 : max,
      calculable: true,
      left: 'left',
      bottom: 'bottom',
      itemHeight: 100,
      inRange: { color: valueRange(attr.color.colors[0] ?? '#5470c6', attr.color.alpha) },
      formatter: (value: unknown) => formatMeasure(finite(value), language),
      textStyle: { fontSize: 11 },
    },
    series: [
      {
        type: 'map',
        name: seriesName,
        map: areaCodeOf(input),
        nameProperty: 'adcode',
        roam: true,
        selectedMode: false,
        label: {
          show: attr.label.show,
          color: attr.label.color,
          fontSize: attr.label.fontSize,
          formatter: text(attr.label.formatter || '{b}'),
        },
        emphasis: { label: { show: true, formatter: text('{b}') } },
        itemStyle: { areaColor: '#eef1f6', borderColor: '#a0a8b8', borderWidth: 0.6 },
        data: points,
      },
    ],
  };
}

/** The chart-type seam's builder: region names in the reader's language. */
export function toOption(input: ChartRenderInput): EChartsCoreOption {
  const area = areaCodeOf(input);
  return buildMapOption(input, (adcode) => regionName(area, adcode, input.language));
}

/** Before the option is set: the area's GeoJSON, fetched once per area code (SPEC §4). */
export async function prepare(input: ChartRenderInput): Promise<void> {
  await loadArea(areaCodeOf(input));
}
