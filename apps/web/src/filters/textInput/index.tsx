import { preloadableNamed } from '../../lib/preloadable';
import { SearchOutlined } from '@ant-design/icons';
import { FILTER_WIDGET_FIELD_TYPES } from '@tessera/contracts';
import type { FilterWidgetMeta } from '../types';
import { toCondition } from './toCondition';

// Its control arrives in a chunk of its own when a dashboard shows it (issue 22: first screen).
const TextInputView = preloadableNamed(() => import('./TextInputView'), 'TextInputView');

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
