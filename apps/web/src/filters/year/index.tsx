import { HistoryOutlined } from '@ant-design/icons';
import { FILTER_WIDGET_FIELD_TYPES } from '@tessera/contracts';
import { convertPeriodValue } from '../datePeriod/convertValue';
import type { FilterWidgetMeta } from '../types';
import { yearToCondition } from './toCondition';
import { YearView } from './YearView';

export const yearWidget: FilterWidgetMeta = {
  name: 'year',
  labelKey: 'filters.widget.year',
  icon: <HistoryOutlined />,
  fieldTypes: FILTER_WIDGET_FIELD_TYPES.year,
  multiple: false,
  placeholder: true,
  toCondition: yearToCondition,
  convertValue: convertPeriodValue,
  View: YearView,
};
