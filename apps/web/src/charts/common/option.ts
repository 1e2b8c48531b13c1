/** Plain option objects: toOption builds JSON-like data that ECharts reads (no echarts import). */
export type Obj = Record<string, unknown>;

/** The slice of ECharts' formatter parameters our formatters read. */
export interface FormatterParams {
  seriesName?: string;
  name?: string;
  value?: unknown;
  percent?: number;
  dataIndex?: number;
}

/** A point's value as a number for display: arrays are [category index, value, size?]. */
export function pointValue(value: unknown): number | string | null {
  if (Array.isArray(value)) return pointValue(value[1]);
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'value' in value) {
    return pointValue((value as { value: unknown }).value);
  }
  return null;
}
