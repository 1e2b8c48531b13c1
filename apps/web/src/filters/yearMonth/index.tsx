import { ScheduleOutlined } from '@ant-design/icons';
import { convertPeriodValue } from '../datePeriod/convertValue';
import type { FilterWidgetMeta } from '../types';
import { yearMonthToCondition } from './toCondition';
import { YearMonthView } from './YearMonthView';

export const yearMonthWidget: FilterWidgetMeta = {
  name: 'yearMonth',
  labelKey: 'filters.widget.yearMonth',
  icon: <ScheduleOutlined />,
  toCondition: yearMonthToCondition,
  convertValue: convertPeriodValue,
  View: YearMonthView,
};
