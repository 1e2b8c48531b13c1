import { useTranslation } from 'react-i18next';
import type { CreatableDatasourceType } from '@tessera/contracts';
import { CREATABLE_TYPES, TYPE_META, typeLabel } from './datasourceTypes';
import { TypeMark } from './TypeMark';

/** Step one of creating: which database. */
export function TypePicker({
  current,
  onPick,
}: {
  current: CreatableDatasourceType | null;
  onPick(type: CreatableDatasourceType): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="ds-picker" data-testid="ds-type-picker">
      <div className="ds-picker__title">{t('datasource.form.pickType')}</div>
      <div className="ds-muted ds-picker__hint">{t('datasource.form.pickTypeHint')}</div>
      <div className="ds-picker__grid">
        {CREATABLE_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className={`ds-picker__card${type === current ? ' ds-picker__card--current' : ''}`}
            onClick={() => onPick(type)}
            data-testid={`ds-type-${type}`}
          >
            <TypeMark type={type} size={40} />
            <span className="ds-picker__name">{typeLabel(type, t)}</span>
            <span className="ds-muted ds-picker__meta">
              {t(`datasource.family.${TYPE_META[type].family}`)} ·{' '}
              {t('datasource.form.portShort', { port: TYPE_META[type].defaultPort })}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}
