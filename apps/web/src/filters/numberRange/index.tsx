import { ColumnWidthOutlined } from '@ant-design/icons';
import type { FilterWidgetMeta } from '../types';
import { NumberRangeView } from './NumberRangeView';
import { toCondition } from './toCondition';

/** Number range (SPEC §2, §5): rows whose number lies from a min, up to a max, or between. */
export const numberRangeMeta: FilterWidgetMeta = {
  name: 'numberRange',
  labelKey: 'filters.widget.numberRange',
  icon: <ColumnWidthOutlined />,
  toCondition,
  View: NumberRangeView,
};
