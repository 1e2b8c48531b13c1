import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterWidgetViewProps } from '../types';

/**
 * SPEC §2: while a dashboard has a confirm button, the widgets' changes wait until it is
 * pressed. Outside a dashboard's interactions (the editor) there is nothing to apply (no
 * onConfirm), so a press does nothing. Its text is plain text: the label, else the placeholder,
 * else 'Confirm'.
 */
export function ConfirmButtonView({ component, onConfirm }: FilterWidgetViewProps) {
  const { t } = useTranslation();
  const { label, placeholder } = component.options.attrs;
  return (
    <Button
      type="primary"
      block
      data-testid={`filter-confirm-${component.id}`}
      style={{ height: '100%', fontSize: 'inherit', fontWeight: 'inherit' }}
      onClick={() => onConfirm?.()}
    >
      {label || placeholder || t('filterDate.confirm')}
    </Button>
  );
}
