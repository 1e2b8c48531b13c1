import { CalendarOutlined } from '@ant-design/icons';
import { FILTER_WIDGET_FIELD_TYPES } from '@tessera/contracts';
import { convertPeriodValue } from '../datePeriod/convertValue';
import type { FilterWidgetMeta } from '../types';
import { DateView } from './DateView';
import { dateToCondition } from './toCondition';

export const dateWidget: FilterWidgetMeta = {
  name: 'date',
  labelKey: 'filters.widget.date',
  icon: <CalendarOutlined />,
  fieldTypes: FILTER_WIDGET_FIELD_TYPES.date,
  multiple: false,
  placeholder: true,
  toCondition: dateToCondition,
  convertValue: convertPeriodValue,
  View: DateView,
};
