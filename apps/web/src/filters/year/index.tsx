import { HistoryOutlined } from '@ant-design/icons';
import { convertPeriodValue } from '../datePeriod/convertValue';
import type { FilterWidgetMeta } from '../types';
import { yearToCondition } from './toCondition';
import { YearView } from './YearView';

export const yearWidget: FilterWidgetMeta = {
  name: 'year',
  labelKey: 'filters.widget.year',
  icon: <HistoryOutlined />,
  toCondition: yearToCondition,
  convertValue: convertPeriodValue,
  View: YearView,
};
