import type { FilterWidgetValue } from '@tessera/contracts';
import { filledItems } from './periods';

/**
 * SPEC §4: switching single ↔ multiple converts the value. A widget value is always a list, so
 * single → multiple keeps the chosen item as a one-item list (an empty one becomes no item),
 * and multiple → single keeps the first item.
 */
export function convertPeriodValue(value: FilterWidgetValue, multiple: boolean): FilterWidgetValue {
  const items = filledItems(value);
  return multiple ? items : items.slice(0, 1);
}
