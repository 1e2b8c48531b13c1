import { preloadableNamed } from '../../lib/preloadable';
import { CalendarOutlined } from '@ant-design/icons';
import { FILTER_WIDGET_FIELD_TYPES } from '@tessera/contracts';
import { convertPeriodValue } from '../datePeriod/convertValue';
import type { FilterWidgetMeta } from '../types';
import { dateToCondition } from './toCondition';

// Its control arrives in a chunk of its own when a dashboard shows it (issue 22: first screen).
const DateView = preloadableNamed(() => import('./DateView'), 'DateView');

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
