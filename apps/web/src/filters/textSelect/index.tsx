import { UnorderedListOutlined } from '@ant-design/icons';
import { FILTER_WIDGET_FIELD_TYPES } from '@tessera/contracts';
import { SelectView } from '../common/SelectView';
import type { FilterWidgetMeta, FilterWidgetViewProps } from '../types';
import { convertValue, toCondition } from './toCondition';

const TextSelectView = (props: FilterWidgetViewProps) => <SelectView {...props} kind="text" />;

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
