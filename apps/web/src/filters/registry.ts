import type { FilterWidgetName } from '@tessera/contracts';
import type { FilterWidgetMeta, FilterWidgetRegistry } from './types';

/**
 * Every filter widget (DESIGN §3 seam), by serviceName. Each widget lives in its own folder
 * under filters/ and is listed here.
 */
export const FILTER_WIDGET_METAS: FilterWidgetRegistry = {};

export function filterWidgetMeta(name: FilterWidgetName): FilterWidgetMeta | undefined {
  return FILTER_WIDGET_METAS[name];
}
