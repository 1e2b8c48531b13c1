import { AppstoreOutlined } from '@ant-design/icons';
import type { FilterWidgetMeta } from '../types';
import { QuarterView } from './QuarterView';
import { quarterToCondition } from './toCondition';

/** Single-choice: no convertValue, so the options pane offers no multiple switch. */
export const quarterWidget: FilterWidgetMeta = {
  name: 'quarter',
  labelKey: 'filters.widget.quarter',
  icon: <AppstoreOutlined />,
  toCondition: quarterToCondition,
  View: QuarterView,
};
