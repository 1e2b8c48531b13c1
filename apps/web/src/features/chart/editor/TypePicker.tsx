import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChartType } from '@tessera/contracts';
import { CHART_TYPE_META, TYPE_FAMILIES, typesOfFamily } from '../chartTypes';
import { ChartTypeIcon } from '../ChartTypeIcon';

/** The 17 types (SPEC §3) with their icons, grouped by family. */
export function TypePicker({
  value,
  onChange,
}: {
  value: ChartType;
  onChange(type: ChartType): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="chart-types" role="radiogroup" aria-label={t('chartEditor.typePicker')}>
      {TYPE_FAMILIES.map((family) => (
        <div key={family} className="chart-types__family">
          {typesOfFamily(family).map((type) => {
            const label = t(CHART_TYPE_META[type].labelKey);
            return (
              <Tooltip key={type} title={label}>
                <button
                  type="button"
                  role="radio"
                  aria-checked={type === value}
                  aria-label={label}
                  className={`chart-types__type${type === value ? ' chart-types__type--on' : ''}`}
                  onClick={() => onChange(type)}
                  data-testid={`chart-type-${type}`}
                >
                  <ChartTypeIcon type={type} />
                </button>
              </Tooltip>
            );
          })}
        </div>
      ))}
    </div>
  );
}
