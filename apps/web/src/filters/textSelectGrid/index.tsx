import { preloadableNamed } from '../../lib/preloadable';
import { CheckSquareOutlined } from '@ant-design/icons';
import { FILTER_WIDGET_FIELD_TYPES } from '@tessera/contracts';
import type { FilterWidgetMeta, FilterWidgetViewProps } from '../types';
import { convertValue, toCondition } from './toCondition';

// Its control arrives in a chunk of its own when a dashboard shows it (issue 22: first screen).
const GridView = preloadableNamed(() => import('../common/GridView'), 'GridView');

const TextSelectGridView = Object.assign(
  (props: FilterWidgetViewProps) => <GridView {...props} kind="text" />,
  { preload: GridView.preload },
);

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
