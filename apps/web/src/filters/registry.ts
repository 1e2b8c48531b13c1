import type { FilterWidgetName } from '@tessera/contracts';
import { confirmButtonWidget } from './confirmButton';
import { dateWidget } from './date';
import { dateRangeWidget } from './dateRange';
import { quarterWidget } from './quarter';
import type { FilterWidgetMeta, FilterWidgetRegistry } from './types';
import { yearWidget } from './year';
import { yearMonthWidget } from './yearMonth';

/**
 * Every filter widget (DESIGN §3 seam), by serviceName. Each widget lives in its own folder
 * under filters/ and is listed here.
 */
export const FILTER_WIDGET_METAS: FilterWidgetRegistry = {
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
