import { useTranslation } from 'react-i18next';
import type { DeType } from '@tessera/contracts';
import { DeTypeSelect } from './DeTypeSelect';

export interface ColumnTypesListProps {
  fields: { name: string; deType: DeType }[];
  types: DeType[];
  onChange(index: number, deType: DeType): void;
}

/** Each inferred column with a type the user can correct before importing. */
export function ColumnTypesList({ fields, types, onChange }: ColumnTypesListProps) {
  const { t } = useTranslation();
  return (
    <div className="dsu-columns" data-testid="dsu-columns">
      {fields.map((field, index) => {
        const changed = types[index] !== field.deType;
        return (
          <div key={index} className="dsu-columns__row" data-testid={`dsu-column-${index}`}>
            <span className="ds-mono dsu-columns__name" title={field.name}>
              {field.name}
            </span>
            <DeTypeSelect
              value={types[index] ?? field.deType}
              onChange={(deType) => onChange(index, deType)}
              data-testid={`dsu-type-${index}`}
            />
            {changed && (
              <span className="ds-muted dsu-columns__changed">
                {t('datasetUpload.preview.changed')}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
