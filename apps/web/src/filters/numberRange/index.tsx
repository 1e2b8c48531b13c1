import { ColumnWidthOutlined } from '@ant-design/icons';
import { FILTER_WIDGET_FIELD_TYPES } from '@tessera/contracts';
import type { FilterWidgetMeta } from '../types';
import { NumberRangeView } from './NumberRangeView';
import { toCondition } from './toCondition';

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
