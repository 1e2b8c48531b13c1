import { PeriodPickerView } from '../datePeriod/PeriodPickerView';
import type { FilterWidgetViewProps } from '../types';

/** Picks a year, or several when the widget is multiple. */
export const YearView = (props: FilterWidgetViewProps) => (
  <PeriodPickerView {...props} kind="year" allowMultiple />
);
