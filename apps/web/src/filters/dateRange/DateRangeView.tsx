import { DatePicker, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dayjsToPeriod, periodToDayjs } from '../datePeriod/pickerValue';
import { PICKER_STYLES } from '../datePeriod/pickerStyles';
import type { FilterWidgetViewProps } from '../types';
import { startAfterEnd } from './toCondition';

/**
 * Picks a start and an end day (antd's RangePicker, texts in the app's antd locale). The
 * picker itself keeps a chosen range in order; a saved or URL value whose start is after its
 * end filters nothing, and the widget says why (SPEC §5).
 */
export function DateRangeView({ component, value, onChange }: FilterWidgetViewProps) {
  const { t } = useTranslation();
  const { placeholder } = component.options.attrs;
  const start = periodToDayjs('date', value[0]);
  const end = periodToDayjs('date', value[1]);
  const reversed = startAfterEnd(value);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', width: '100%', height: '100%' }}>
      <DatePicker.RangePicker
        data-testid={`filter-picker-${component.id}`}
        value={value.length === 2 && start && end ? [start, end] : null}
        placeholder={placeholder ? [placeholder, placeholder] : undefined}
        status={reversed ? 'error' : undefined}
        styles={{
          ...PICKER_STYLES,
          root: { ...PICKER_STYLES.root, flex: '1 1 auto', minHeight: 0 },
        }}
        onChange={(range) =>
          onChange(
            range?.[0] && range[1]
              ? [dayjsToPeriod('date', range[0]), dayjsToPeriod('date', range[1])]
              : [],
          )
        }
      />
      {reversed && (
        <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
          {t('filterDate.startAfterEnd')}
        </Typography.Text>
      )}
    </div>
  );
}
