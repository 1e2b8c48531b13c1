import { preloadableNamed } from '../../lib/preloadable';
import { CheckSquareOutlined } from '@ant-design/icons';
import { FILTER_WIDGET_FIELD_TYPES } from '@tessera/contracts';
import type { FilterWidgetMeta } from '../types';
import { confirmButtonToCondition } from './toCondition';

// Its control arrives in a chunk of its own when a dashboard shows it (issue 22: first screen).
const ConfirmButtonView = preloadableNamed(
  () => import('./ConfirmButtonView'),
  'ConfirmButtonView',
);

export const confirmButtonWidget: FilterWidgetMeta = {
  name: 'confirmButton',
  labelKey: 'filters.widget.confirmButton',
  icon: <CheckSquareOutlined />,
  fieldTypes: FILTER_WIDGET_FIELD_TYPES.confirmButton,
  multiple: false,
  placeholder: false,
  confirmsChanges: true,
  drawsOwnLabel: true,
  toCondition: confirmButtonToCondition,
  View: ConfirmButtonView,
};
