import { CheckSquareOutlined } from '@ant-design/icons';
import { FILTER_WIDGET_FIELD_TYPES } from '@tessera/contracts';
import type { FilterWidgetMeta } from '../types';
import { ConfirmButtonView } from './ConfirmButtonView';
import { confirmButtonToCondition } from './toCondition';

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
