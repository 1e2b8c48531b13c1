import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import type { FilterWidgetViewProps } from '../types';
import { dayjsToPeriod, periodToDayjs } from './pickerValue';
import { PICKER_STYLES } from './pickerStyles';
import type { PeriodKind } from './periods';

interface PeriodPickerViewProps extends FilterWidgetViewProps {
  kind: PeriodKind;
  /** Whether the widget offers several choices when attrs.multiple is set (not the quarter). */
  allowMultiple: boolean;
}

/**
 * The control of the date, month, quarter and year widgets: antd's picker of that kind, its
 * texts in the app's antd locale (ConfigProvider), several choices when the widget is multiple.
 * Works the same in the editor (the designer sets the default) and on a dashboard.
 */
export function PeriodPickerView({
  kind,
  allowMultiple,
  component,
  value,
  onChange,
}: PeriodPickerViewProps) {
  const { multiple, placeholder } = component.options.attrs;
  const dates = value
    .map((item) => periodToDayjs(kind, item))
    .filter((date): date is Dayjs => date !== null);
  const common = {
    picker: kind,
    placeholder: placeholder || undefined,
    styles: PICKER_STYLES,
    'data-testid': `filter-picker-${component.id}`,
  } as const;

  if (allowMultiple && multiple)
    return (
      <DatePicker
        {...common}
        multiple
        value={dates}
        onChange={(list) => onChange((list ?? []).map((date) => dayjsToPeriod(kind, date)))}
      />
    );
  return (
    <DatePicker
      {...common}
      value={dates[0] ?? null}
      onChange={(date) => onChange(date ? [dayjsToPeriod(kind, date)] : [])}
    />
  );
}
