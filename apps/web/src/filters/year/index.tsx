import { preloadableNamed } from '../../lib/preloadable';
import { HistoryOutlined } from '@ant-design/icons';
import { FILTER_WIDGET_FIELD_TYPES } from '@tessera/contracts';
import { convertPeriodValue } from '../datePeriod/convertValue';
import type { FilterWidgetMeta } from '../types';
import { yearToCondition } from './toCondition';

// Its control arrives in a chunk of its own when a dashboard shows it (issue 22: first screen).
const YearView = preloadableNamed(() => import('./YearView'), 'YearView');

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
