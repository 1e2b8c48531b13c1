import { preloadableNamed } from '../../lib/preloadable';
import { AppstoreOutlined } from '@ant-design/icons';
import { FILTER_WIDGET_FIELD_TYPES } from '@tessera/contracts';
import type { FilterWidgetMeta } from '../types';
import { quarterToCondition } from './toCondition';

// Its control arrives in a chunk of its own when a dashboard shows it (issue 22: first screen).
const QuarterView = preloadableNamed(() => import('./QuarterView'), 'QuarterView');

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
