import { preloadableNamed } from '../../lib/preloadable';
import { OrderedListOutlined } from '@ant-design/icons';
import { FILTER_WIDGET_FIELD_TYPES } from '@tessera/contracts';
import type { FilterWidgetMeta, FilterWidgetViewProps } from '../types';
import { convertValue, toCondition } from './toCondition';

// Its control arrives in a chunk of its own when a dashboard shows it (issue 22: first screen).
const GridView = preloadableNamed(() => import('../common/GridView'), 'GridView');

const NumberSelectGridView = Object.assign(
  (props: FilterWidgetViewProps) => <GridView {...props} kind="number" />,
  { preload: GridView.preload },
);

/** Number list (SPEC §2, grid select): a number field's values as a checkable list under 'All'. */
export const numberSelectGridMeta: FilterWidgetMeta = {
  name: 'numberSelectGrid',
  labelKey: 'filters.widget.numberSelectGrid',
  icon: <OrderedListOutlined />,
  fieldTypes: FILTER_WIDGET_FIELD_TYPES.numberSelectGrid,
  multiple: true,
  placeholder: false,
  toCondition,
  convertValue,
  View: NumberSelectGridView,
};
