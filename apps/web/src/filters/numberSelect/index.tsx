import { preloadableNamed } from '../../lib/preloadable';
import { FieldNumberOutlined } from '@ant-design/icons';
import { FILTER_WIDGET_FIELD_TYPES } from '@tessera/contracts';
import type { FilterWidgetMeta, FilterWidgetViewProps } from '../types';
import { convertValue, toCondition } from './toCondition';

// Its control arrives in a chunk of its own when a dashboard shows it (issue 22: first screen).
const SelectView = preloadableNamed(() => import('../common/SelectView'), 'SelectView');

const NumberSelectView = Object.assign(
  (props: FilterWidgetViewProps) => <SelectView {...props} kind="number" />,
  { preload: SelectView.preload },
);

/** Number select (SPEC §2): a drop-down of a number field's values. */
export const numberSelectMeta: FilterWidgetMeta = {
  name: 'numberSelect',
  labelKey: 'filters.widget.numberSelect',
  icon: <FieldNumberOutlined />,
  fieldTypes: FILTER_WIDGET_FIELD_TYPES.numberSelect,
  multiple: true,
  placeholder: true,
  toCondition,
  convertValue,
  View: NumberSelectView,
};
