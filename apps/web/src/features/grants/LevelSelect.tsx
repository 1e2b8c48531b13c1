import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GrantLevelName } from '@tessera/contracts';
import { LEVELS } from './grantRows';

export interface LevelSelectProps {
  value: GrantLevelName;
  onChange(level: GrantLevelName): void;
  disabled?: boolean;
  size?: 'small' | 'middle';
  'data-testid'?: string;
}

/** Read, use, export or manage: each includes the ones before it. */
export function LevelSelect({
  value,
  onChange,
  disabled,
  size = 'small',
  ...rest
}: LevelSelectProps) {
  const { t } = useTranslation();
  return (
    <Select<GrantLevelName>
      className="grants-level"
      size={size}
      value={value}
      onChange={onChange}
      disabled={disabled}
      aria-label={t('grants.level')}
      options={LEVELS.map((level) => ({ value: level, label: t(`grants.levels.${level}`) }))}
      popupMatchSelectWidth={false}
      data-testid={rest['data-testid']}
    />
  );
}
