import type { Language } from '@tessera/contracts';
import { formatMeasure } from './format';

/** What a label or tooltip template may mention (ECharts' letters, SPEC customAttr formatter). */
export interface TemplateValues {
  /** {a}: series name. */
  series: string;
  /** {b}: category (data) name. */
  name: string;
  /** {c}: the value (a number is formatted for the reader). */
  value: number | string | null;
  /** {d}: percent (pie, funnel). */
  percent?: number;
}

/**
 * Fills `{a} {b} {c} {d}` of a user's template. The result is plain text for ECharts' text
 * renderers (labels and the richText tooltip draw text, never HTML: SECURITY C7), so neither
 * the template nor the values need escaping; anything else in braces stays as written.
 */
export function fillTemplate(template: string, values: TemplateValues, language: Language): string {
  return template.replace(/\{([abcd])\}/g, (_match, letter: string) => {
    switch (letter) {
      case 'a':
        return values.series;
      case 'b':
        return values.name;
      case 'c':
        return formatMeasure(values.value, language);
      default:
        return values.percent === undefined ? '' : `${formatMeasure(values.percent, language)}%`;
    }
  });
}
