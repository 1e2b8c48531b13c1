import { InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { weekDays } from './format';
import type { ScheduleFields } from './schedulePreset';

export interface PresetFieldsProps {
  fields: ScheduleFields;
  disabled: boolean;
  onChange(patch: Partial<ScheduleFields>): void;
}

/**
 * The numbers of the chosen preset. Inputs do not clamp: a value out of range builds an invalid
 * cron, and the editor shows the SPEC §5 message for it.
 */
export function PresetFields({ fields, disabled, onChange }: PresetFieldsProps) {
  const { t, i18n } = useTranslation();
  const number = (key: 'every' | 'minute' | 'hour' | 'day', label: string) => (
    <label className="dss-preset__item">
      <span className="ds-muted">{label}</span>
      <InputNumber<number>
        value={fields[key]}
        onChange={(value) => onChange({ [key]: value })}
        precision={0}
        disabled={disabled}
        className="dss-preset__number"
        data-testid={`dss-${key}`}
      />
    </label>
  );
  switch (fields.kind) {
    case 'custom':
      return null;
    case 'minutes':
      return (
        <div className="dss-preset">{number('every', t('datasetSync.preset.everyMinutes'))}</div>
      );
    case 'hours':
      return (
        <div className="dss-preset">
          {number('every', t('datasetSync.preset.everyHours'))}
          {number('minute', t('datasetSync.preset.atMinute'))}
        </div>
      );
    case 'weekly':
      return (
        <div className="dss-preset">
          <label className="dss-preset__item">
            <span className="ds-muted">{t('datasetSync.preset.weekDay')}</span>
            <Select<number>
              value={fields.week ?? undefined}
              onChange={(week) => onChange({ week })}
              options={weekDays(i18n.language)}
              disabled={disabled}
              className="dss-preset__week"
              data-testid="dss-week"
            />
          </label>
          {number('hour', t('datasetSync.preset.hour'))}
          {number('minute', t('datasetSync.preset.minute'))}
        </div>
      );
    case 'monthly':
      return (
        <div className="dss-preset">
          {number('day', t('datasetSync.preset.day'))}
          {number('hour', t('datasetSync.preset.hour'))}
          {number('minute', t('datasetSync.preset.minute'))}
        </div>
      );
    case 'daily':
      return (
        <div className="dss-preset">
          {number('hour', t('datasetSync.preset.hour'))}
          {number('minute', t('datasetSync.preset.minute'))}
        </div>
      );
  }
}
