import { PeriodPickerView } from '../datePeriod/PeriodPickerView';
import type { FilterWidgetViewProps } from '../types';

/** Picks a month, or several when the widget is multiple. */
export const YearMonthView = (props: FilterWidgetViewProps) => (
  <PeriodPickerView {...props} kind="month" allowMultiple />
);
