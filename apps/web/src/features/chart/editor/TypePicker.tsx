import { useTranslation } from 'react-i18next';
import type { ChartType } from '@tessera/contracts';
import { CHART_TYPE_META, CHART_TYPE_METAS, pickerTypes } from '../chartTypes';
import { ChartTypeIcon } from '../ChartTypeIcon';

/**
 * The 17 types (SPEC §3), each an icon with its name under it (an icon alone leaves people
 * guessing between a rose and a pie, or the four bars), in family order.
 */
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
      {pickerTypes(CHART_TYPE_METAS).map((type) => {
        const label = t(CHART_TYPE_META[type].labelKey);
        return (
          <button
            key={type}
            type="button"
            role="radio"
            aria-checked={type === value}
            title={label}
            className={`chart-types__type${type === value ? ' chart-types__type--on' : ''}`}
            onClick={() => onChange(type)}
            data-testid={`chart-type-${type}`}
          >
            <ChartTypeIcon type={type} />
            <span className="chart-types__name">{label}</span>
          </button>
        );
      })}
    </div>
  );
}
