import { useTranslation } from 'react-i18next';
import type { DatasetField } from '@tessera/contracts';
import { DeTypeIcon } from '../../../lib/deType/DeTypeIcon';

/** The drag payload's type: a dataset field id. */
export const FIELD_DRAG_TYPE = 'application/x-tessera-field';

/** The dataset's visible fields, dimensions above measures; each drags into a well. */
export function FieldList({ fields }: { fields: readonly DatasetField[] }) {
  const { t } = useTranslation();
  const visible = fields.filter((field) => !field.hidden);
  const part = (role: 'd' | 'q') => (
    <section
      className="chart-fields__part"
      data-testid={`chart-fields-${role === 'd' ? 'dimensions' : 'measures'}`}
    >
      <h4>{t(role === 'd' ? 'chartEditor.fields.dimensions' : 'chartEditor.fields.measures')}</h4>
      <ul>
        {visible
          .filter((field) => field.groupType === role)
          .map((field) => (
            <li
              key={field.id}
              className={`chart-field chart-field--${role}`}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.setData(FIELD_DRAG_TYPE, field.id);
                event.dataTransfer.effectAllowed = 'copy';
              }}
              data-testid={`chart-field-${field.name}`}
            >
              <DeTypeIcon deType={field.deType} />
              <span className="chart-field__name" title={field.name}>
                {field.name}
              </span>
            </li>
          ))}
      </ul>
    </section>
  );
  return (
    <div className="chart-fields">
      {part('d')}
      {part('q')}
    </div>
  );
}
