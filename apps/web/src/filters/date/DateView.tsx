import { PeriodPickerView } from '../datePeriod/PeriodPickerView';
import type { FilterWidgetViewProps } from '../types';

/** Picks a day, or several when the widget is multiple. */
export const DateView = (props: FilterWidgetViewProps) => (
  <PeriodPickerView {...props} kind="date" allowMultiple />
);
