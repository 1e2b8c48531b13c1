import { FieldTimeOutlined } from '@ant-design/icons';
import type { FilterWidgetMeta } from '../types';
import { DateRangeView } from './DateRangeView';
import { dateRangeToCondition } from './toCondition';

/** A range has no multiple choice, so no convertValue. */
export const dateRangeWidget: FilterWidgetMeta = {
  name: 'dateRange',
  labelKey: 'filters.widget.dateRange',
  icon: <FieldTimeOutlined />,
  toCondition: dateRangeToCondition,
  View: DateRangeView,
};
