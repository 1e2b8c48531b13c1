import { FieldTimeOutlined } from '@ant-design/icons';
import { FILTER_WIDGET_FIELD_TYPES } from '@tessera/contracts';
import type { FilterWidgetMeta } from '../types';
import { DateRangeView } from './DateRangeView';
import { dateRangeToCondition } from './toCondition';

/** A range has no multiple choice, so no convertValue. */
export const dateRangeWidget: FilterWidgetMeta = {
  name: 'dateRange',
  labelKey: 'filters.widget.dateRange',
  icon: <FieldTimeOutlined />,
  fieldTypes: FILTER_WIDGET_FIELD_TYPES.dateRange,
  multiple: false,
  placeholder: true,
  toCondition: dateRangeToCondition,
  View: DateRangeView,
};
