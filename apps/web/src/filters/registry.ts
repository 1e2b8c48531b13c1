import type { FilterWidgetName } from '@tessera/contracts';
import { confirmButtonWidget } from './confirmButton';
import { dateWidget } from './date';
import { dateRangeWidget } from './dateRange';
import { numberRangeMeta } from './numberRange';
import { numberSelectMeta } from './numberSelect';
import { numberSelectGridMeta } from './numberSelectGrid';
import { quarterWidget } from './quarter';
import { textInputMeta } from './textInput';
import { textSelectMeta } from './textSelect';
import { textSelectGridMeta } from './textSelectGrid';
import type { FilterWidgetMeta } from './types';
import { yearWidget } from './year';
import { yearMonthWidget } from './yearMonth';

/**
 * Every filter widget (DESIGN §3 seam), by serviceName: all 12 of SPEC §2. Each widget lives in
 * its own folder under filters/ and is listed here.
 */
export const FILTER_WIDGET_METAS: Record<FilterWidgetName, FilterWidgetMeta> = {
  textInput: textInputMeta,
  textSelect: textSelectMeta,
  textSelectGrid: textSelectGridMeta,
  numberSelect: numberSelectMeta,
  numberSelectGrid: numberSelectGridMeta,
  numberRange: numberRangeMeta,
  date: dateWidget,
  dateRange: dateRangeWidget,
  yearMonth: yearMonthWidget,
  quarter: quarterWidget,
  year: yearWidget,
  confirmButton: confirmButtonWidget,
};

export function filterWidgetMeta(name: FilterWidgetName): FilterWidgetMeta | undefined {
  return FILTER_WIDGET_METAS[name];
}
