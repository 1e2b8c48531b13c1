import type { Language } from '@tessera/contracts';

/**
 * Text helpers of the map type: numbers in the reader's language and the `{a} {b} {c}`
 * templates of customAttr. The results are drawn by ECharts as text (labels, and the tooltip
 * in richText mode), never as HTML, so nothing here needs escaping (SECURITY C7).
 */
const numberFormats = new Map<Language, Intl.NumberFormat>();

export function formatValue(value: unknown, language: Language): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '-';
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    numberFormats.set(language, format);
  }
  return format.format(value);
}

export interface TemplateValues {
  series: string;
  name: string;
  value: unknown;
}

export function fillTemplate(template: string, values: TemplateValues, language: Language): string {
  return template.replace(/\{([abc])\}/g, (_match, letter: string) =>
    letter === 'a'
      ? values.series
      : letter === 'b'
        ? values.name
        : formatValue(values.value, language),
  );
}
