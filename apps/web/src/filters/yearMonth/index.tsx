import { preloadableNamed } from '../../lib/preloadable';
import { ScheduleOutlined } from '@ant-design/icons';
import { FILTER_WIDGET_FIELD_TYPES } from '@tessera/contracts';
import { convertPeriodValue } from '../datePeriod/convertValue';
import type { FilterWidgetMeta } from '../types';
import { yearMonthToCondition } from './toCondition';

// Its control arrives in a chunk of its own when a dashboard shows it (issue 22: first screen).
const YearMonthView = preloadableNamed(() => import('./YearMonthView'), 'YearMonthView');

export const yearMonthWidget: FilterWidgetMeta = {
  name: 'yearMonth',
  labelKey: 'filters.widget.yearMonth',
  icon: <ScheduleOutlined />,
  fieldTypes: FILTER_WIDGET_FIELD_TYPES.yearMonth,
  multiple: false,
  placeholder: true,
  toCondition: yearMonthToCondition,
  convertValue: convertPeriodValue,
  View: YearMonthView,
};
