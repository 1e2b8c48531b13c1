import { preloadableNamed } from '../../lib/preloadable';
import { FieldTimeOutlined } from '@ant-design/icons';
import { FILTER_WIDGET_FIELD_TYPES } from '@tessera/contracts';
import type { FilterWidgetMeta } from '../types';
import { dateRangeToCondition } from './toCondition';

// Its control arrives in a chunk of its own when a dashboard shows it (issue 22: first screen).
const DateRangeView = preloadableNamed(() => import('./DateRangeView'), 'DateRangeView');

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
