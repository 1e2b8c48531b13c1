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
import type { FilterWidgetMeta, FilterWidgetRegistry } from './types';
import { yearWidget } from './year';
import { yearMonthWidget } from './yearMonth';

/**
 * Every filter widget (DESIGN §3 seam), by serviceName. The palette's Filters section, the
 * options pane, the canvas and the dashboard's conditions all read a widget from here, so a new
 * widget is its folder under filters/ plus one registerFilterWidget line below.
 */
export const FILTER_WIDGET_METAS: FilterWidgetRegistry = {};

/** Adds a widget (the palette lists widgets in the order they are registered). */
export function registerFilterWidget(meta: FilterWidgetMeta): void {
  FILTER_WIDGET_METAS[meta.name] = meta;
}

/** The registered widgets, in palette order. */
export const registeredFilterWidgets = (): FilterWidgetMeta[] =>
  Object.values(FILTER_WIDGET_METAS).filter((meta) => meta !== undefined);

export function filterWidgetMeta(name: FilterWidgetName): FilterWidgetMeta | undefined {
  return FILTER_WIDGET_METAS[name];
}

/** Starts (and waits for) every widget's control chunk: the editor, whose palette offers all. */
export const preloadFilterWidgetViews = (): Promise<unknown> =>
  Promise.all(registeredFilterWidgets().map((meta) => meta.View.preload?.()));

// SPEC §2's 12 widgets, in the palette's order.
registerFilterWidget(textInputMeta);
registerFilterWidget(textSelectMeta);
registerFilterWidget(textSelectGridMeta);
registerFilterWidget(numberSelectMeta);
registerFilterWidget(numberSelectGridMeta);
registerFilterWidget(numberRangeMeta);
registerFilterWidget(dateWidget);
registerFilterWidget(dateRangeWidget);
registerFilterWidget(yearMonthWidget);
registerFilterWidget(quarterWidget);
registerFilterWidget(yearWidget);
registerFilterWidget(confirmButtonWidget);
