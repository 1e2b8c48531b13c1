import { CheckSquareOutlined } from '@ant-design/icons';
import type { FilterWidgetMeta } from '../types';
import { ConfirmButtonView } from './ConfirmButtonView';
import { confirmButtonToCondition } from './toCondition';

export const confirmButtonWidget: FilterWidgetMeta = {
  name: 'confirmButton',
  labelKey: 'filters.widget.confirmButton',
  icon: <CheckSquareOutlined />,
  toCondition: confirmButtonToCondition,
  View: ConfirmButtonView,
};
