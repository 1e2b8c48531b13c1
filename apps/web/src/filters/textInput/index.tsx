import { SearchOutlined } from '@ant-design/icons';
import type { FilterWidgetMeta } from '../types';
import { TextInputView } from './TextInputView';
import { toCondition } from './toCondition';

/** Text search input (SPEC §2): rows whose text field contains what the user typed. */
export const textInputMeta: FilterWidgetMeta = {
  name: 'textInput',
  labelKey: 'filters.widget.textInput',
  icon: <SearchOutlined />,
  toCondition,
  View: TextInputView,
};
