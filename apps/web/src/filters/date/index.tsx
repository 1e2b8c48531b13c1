import { CalendarOutlined } from '@ant-design/icons';
import { convertPeriodValue } from '../datePeriod/convertValue';
import type { FilterWidgetMeta } from '../types';
import { DateView } from './DateView';
import { dateToCondition } from './toCondition';

export const dateWidget: FilterWidgetMeta = {
  name: 'date',
  labelKey: 'filters.widget.date',
  icon: <CalendarOutlined />,
  toCondition: dateToCondition,
  convertValue: convertPeriodValue,
  View: DateView,
};
