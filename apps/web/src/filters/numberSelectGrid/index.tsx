import { OrderedListOutlined } from '@ant-design/icons';
import { FILTER_WIDGET_FIELD_TYPES } from '@tessera/contracts';
import { GridView } from '../common/GridView';
import type { FilterWidgetMeta, FilterWidgetViewProps } from '../types';
import { convertValue, toCondition } from './toCondition';

const NumberSelectGridView = (props: FilterWidgetViewProps) => (
  <GridView {...props} kind="number" />
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
