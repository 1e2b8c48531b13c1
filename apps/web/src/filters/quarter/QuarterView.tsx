import { PeriodPickerView } from '../datePeriod/PeriodPickerView';
import type { FilterWidgetViewProps } from '../types';

/** Picks one quarter (the quarter widget has no multiple choice). */
export const QuarterView = (props: FilterWidgetViewProps) => (
  <PeriodPickerView {...props} kind="quarter" allowMultiple={false} />
);
