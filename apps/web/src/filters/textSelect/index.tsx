import { preloadableNamed } from '../../lib/preloadable';
import { UnorderedListOutlined } from '@ant-design/icons';
import { FILTER_WIDGET_FIELD_TYPES } from '@tessera/contracts';
import type { FilterWidgetMeta, FilterWidgetViewProps } from '../types';
import { convertValue, toCondition } from './toCondition';

// Its control arrives in a chunk of its own when a dashboard shows it (issue 22: first screen).
const SelectView = preloadableNamed(() => import('../common/SelectView'), 'SelectView');

const TextSelectView = Object.assign(
  (props: FilterWidgetViewProps) => <SelectView {...props} kind="text" />,
  { preload: SelectView.preload },
);

/** Text select (SPEC §2): a drop-down of a text field's values. */
export const textSelectMeta: FilterWidgetMeta = {
  name: 'textSelect',
  labelKey: 'filters.widget.textSelect',
  icon: <UnorderedListOutlined />,
  fieldTypes: FILTER_WIDGET_FIELD_TYPES.textSelect,
  multiple: true,
  placeholder: true,
  toCondition,
  convertValue,
  View: TextSelectView,
};
