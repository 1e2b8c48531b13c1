import { FieldNumberOutlined } from '@ant-design/icons';
import { FILTER_WIDGET_FIELD_TYPES } from '@tessera/contracts';
import { SelectView } from '../common/SelectView';
import type { FilterWidgetMeta, FilterWidgetViewProps } from '../types';
import { convertValue, toCondition } from './toCondition';

const NumberSelectView = (props: FilterWidgetViewProps) => <SelectView {...props} kind="number" />;

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
