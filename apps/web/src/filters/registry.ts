import type { FilterWidgetName } from '@tessera/contracts';
import { numberRangeMeta } from './numberRange';
import { numberSelectMeta } from './numberSelect';
import { numberSelectGridMeta } from './numberSelectGrid';
import { textInputMeta } from './textInput';
import { textSelectMeta } from './textSelect';
import { textSelectGridMeta } from './textSelectGrid';
import type { FilterWidgetMeta, FilterWidgetRegistry } from './types';

/**
 * Every filter widget (DESIGN §3 seam), by serviceName. Each widget lives in its own folder
 * under filters/ and is listed here.
 */
export const FILTER_WIDGET_METAS: FilterWidgetRegistry = {
  textInput: textInputMeta,
  textSelect: textSelectMeta,
  textSelectGrid: textSelectGridMeta,
  numberSelect: numberSelectMeta,
  numberSelectGrid: numberSelectGridMeta,
  numberRange: numberRangeMeta,
};

export function filterWidgetMeta(name: FilterWidgetName): FilterWidgetMeta | undefined {
  return FILTER_WIDGET_METAS[name];
}
