import type { CustomAttr, Language } from '@tessera/contracts';
import { fillTemplate } from './template';
import { pointValue, type FormatterParams, type Obj } from './option';

/**
 * customAttr.label as a series label. The user's template is filled by our formatter so numbers
 * read with thousands separators in the reader's language (labels are drawn as text: C7).
 */
export function labelOption(attr: CustomAttr, language: Language, position?: string): Obj {
  const { label } = attr;
  return {
    show: label.show,
    position: position ?? label.position,
    color: label.color,
    fontSize: label.fontSize,
    formatter: (params: FormatterParams) =>
      fillTemplate(
        label.formatter || '{c}',
        {
          series: params.seriesName ?? '',
          name: params.name ?? '',
          value: pointValue(params.value),
          percent: params.percent,
        },
        language,
      ),
  };
}
