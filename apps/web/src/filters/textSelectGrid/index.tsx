import { CheckSquareOutlined } from '@ant-design/icons';
import { FILTER_WIDGET_FIELD_TYPES } from '@tessera/contracts';
import { GridView } from '../common/GridView';
import type { FilterWidgetMeta, FilterWidgetViewProps } from '../types';
import { convertValue, toCondition } from './toCondition';

const TextSelectGridView = (props: FilterWidgetViewProps) => <GridView {...props} kind="text" />;

/** Text list (SPEC §2, grid select): a text field's values as a checkable list under 'All'. */
export const textSelectGridMeta: FilterWidgetMeta = {
  name: 'textSelectGrid',
  labelKey: 'filters.widget.textSelectGrid',
  icon: <CheckSquareOutlined />,
  fieldTypes: FILTER_WIDGET_FIELD_TYPES.textSelectGrid,
  multiple: true,
  placeholder: false,
  toCondition,
  convertValue,
  View: TextSelectGridView,
};
