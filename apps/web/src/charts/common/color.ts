import type { CustomAttr } from '@tessera/contracts';

/**
 * A contract-validated colour (`#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb()`, `rgba()`) with the
 * given opacity in percent, as `rgba(r, g, b, a)`. A colour that already carries an alpha keeps
 * it multiplied by the requested one, so a half-transparent colour at 50 % ends at a quarter.
 */
export function withAlpha(color: string, alphaPercent: number): string {
  const alpha = Math.max(0, Math.min(100, alphaPercent)) / 100;
  const rgba = parseColor(color);
  if (!rgba) return color;
  const [r, g, b, a] = rgba;
  return `rgba(${r}, ${g}, ${b}, ${round(a * alpha)})`;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

function parseColor(color: string): [number, number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color);
  if (hex) {
    let digits = hex[1]!;
    if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
    const channel = (i: number) => parseInt(digits.slice(i, i + 2), 16);
    return [channel(0), channel(2), channel(4), digits.length === 8 ? channel(6) / 255 : 1];
  }
  const fn = /^rgba?\(([^)]*)\)$/i.exec(color);
  if (fn) {
    const parts = fn[1]!.split(',').map((p) => parseFloat(p.trim()));
    if (parts.length < 3 || parts.some((p) => Number.isNaN(p))) return null;
    return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
  }
  return null;
}

/** SPEC §9: the series colours (9, cycling) at the chart's alpha. */
export const seriesColors = (attr: CustomAttr): string[] =>
  attr.color.colors.map((c) => withAlpha(c, attr.color.alpha));

/** The colour of the n-th series (or pie slice): the palette cycles. */
export const colorAt = (colors: string[], index: number): string =>
  colors[index % colors.length] ?? '#5470c6';
