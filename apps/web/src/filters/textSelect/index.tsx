import { UnorderedListOutlined } from '@ant-design/icons';
import { SelectView } from '../common/SelectView';
import type { FilterWidgetMeta, FilterWidgetViewProps } from '../types';
import { convertValue, toCondition } from './toCondition';

const TextSelectView = (props: FilterWidgetViewProps) => <SelectView {...props} kind="text" />;

/** Text select (SPEC §2): a drop-down of a text field's values. */
export const textSelectMeta: FilterWidgetMeta = {
  name: 'textSelect',
  labelKey: 'filters.widget.textSelect',
  icon: <UnorderedListOutlined />,
  toCondition,
  convertValue,
  View: TextSelectView,
};
