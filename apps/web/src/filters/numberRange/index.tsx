import { preloadableNamed } from '../../lib/preloadable';
import { ColumnWidthOutlined } from '@ant-design/icons';
import { FILTER_WIDGET_FIELD_TYPES } from '@tessera/contracts';
import type { FilterWidgetMeta } from '../types';
import { toCondition } from './toCondition';

// Its control arrives in a chunk of its own when a dashboard shows it (issue 22: first screen).
const NumberRangeView = preloadableNamed(() => import('./NumberRangeView'), 'NumberRangeView');

/** Number range (SPEC §2, §5): rows whose number lies from a min, up to a max, or between. */
export const numberRangeMeta: FilterWidgetMeta = {
  name: 'numberRange',
  labelKey: 'filters.widget.numberRange',
  icon: <ColumnWidthOutlined />,
  fieldTypes: FILTER_WIDGET_FIELD_TYPES.numberRange,
  multiple: false,
  placeholder: true,
  toCondition,
  View: NumberRangeView,
};
