import { useTranslation } from 'react-i18next';
import type { CreatableDatasourceType, DatasourceTypeInfo } from '@tessera/contracts';
import { typeLabel } from './datasourceTypes';
import { creatableTypes, type CreatableTypeInfo } from './typeInfo';
import { TypeMark } from './TypeMark';

/** Step one of creating: which database, among the types the server lets users create. */
export function TypePicker({
  types,
  current,
  onPick,
}: {
  types: readonly DatasourceTypeInfo[];
  current: CreatableDatasourceType | null;
  onPick(type: CreatableTypeInfo): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="ds-picker" data-testid="ds-type-picker">
      <div className="ds-picker__title">{t('datasource.form.pickType')}</div>
      <div className="ds-muted ds-picker__hint">{t('datasource.form.pickTypeHint')}</div>
      <div className="ds-picker__grid">
        {creatableTypes(types).map((info) => (
          <button
            key={info.type}
            type="button"
            className={`ds-picker__card${info.type === current ? ' ds-picker__card--current' : ''}`}
            onClick={() => onPick(info)}
            data-testid={`ds-type-${info.type}`}
          >
            <TypeMark type={info.type} size={40} />
            <span className="ds-picker__name">{typeLabel(info.type, t)}</span>
            <span className="ds-muted ds-picker__meta">
              {t(`datasource.family.${info.family}`)} ·{' '}
              {t('datasource.form.portShort', { port: info.defaultPort })}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}
