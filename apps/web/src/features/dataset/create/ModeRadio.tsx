import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DatasetMode } from '@tessera/contracts';

/** Direct (ask the source each time) or extract (a synchronised copy). */
export function ModeRadio({
  value,
  onChange,
  disabled,
}: {
  value?: DatasetMode;
  onChange?(mode: DatasetMode): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      value={value}
      disabled={disabled}
      onChange={(event) => onChange?.(event.target.value as DatasetMode)}
      data-testid="dataset-mode"
    >
      <Radio value="direct">{t('dataset.mode.direct')}</Radio>
      <Radio value="extract">{t('dataset.mode.extract')}</Radio>
    </Radio.Group>
  );
}
