import { SearchOutlined } from '@ant-design/icons';
import { FILTER_WIDGET_FIELD_TYPES } from '@tessera/contracts';
import type { FilterWidgetMeta } from '../types';
import { TextInputView } from './TextInputView';
import { toCondition } from './toCondition';

/** Text search input (SPEC §2): rows whose text field contains what the user typed. */
export const textInputMeta: FilterWidgetMeta = {
  name: 'textInput',
  labelKey: 'filters.widget.textInput',
  icon: <SearchOutlined />,
  fieldTypes: FILTER_WIDGET_FIELD_TYPES.textInput,
  multiple: false,
  placeholder: true,
  toCondition,
  View: TextInputView,
};
