import { AppstoreOutlined } from '@ant-design/icons';
import { FILTER_WIDGET_FIELD_TYPES } from '@tessera/contracts';
import type { FilterWidgetMeta } from '../types';
import { QuarterView } from './QuarterView';
import { quarterToCondition } from './toCondition';

/** Single-choice: no convertValue, so the options pane offers no multiple switch. */
export const quarterWidget: FilterWidgetMeta = {
  name: 'quarter',
  labelKey: 'filters.widget.quarter',
  icon: <AppstoreOutlined />,
  fieldTypes: FILTER_WIDGET_FIELD_TYPES.quarter,
  multiple: false,
  placeholder: true,
  toCondition: quarterToCondition,
  View: QuarterView,
};
