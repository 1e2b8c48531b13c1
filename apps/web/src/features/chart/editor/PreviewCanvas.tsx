import { useTranslation } from 'react-i18next';
import type { ChartData, CustomAttr, CustomStyle } from '@tessera/contracts';
import type { Draft } from './editorModel';

export interface PreviewCanvasProps {
  draft: Draft;
  data: ChartData;
  attr: CustomAttr;
  style: CustomStyle;
}

/**
 * Where the chart is drawn. Until ChartRenderer (branch chart-types) is merged this shows the
 * answer's rows, so the data flow of the editor can be seen and tested.
 */
export function PreviewCanvas({ draft, data, style }: PreviewCanvasProps) {
  const { t } = useTranslation();
  return (
    <div className="chart-canvas" style={{ background: style.background.color }}>
      {style.text.show && (
        <div
          className="chart-canvas__title"
          style={{ color: style.text.color, fontSize: style.text.fontSize }}
        >
          {draft.title}
        </div>
      )}
      <table className="chart-canvas__table" data-testid="chart-preview-rows">
        <thead>
          <tr>
            {data.fields.map((field) => (
              <th key={field.key}>{field.name}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.tableRow.slice(0, 50).map((row, index) => (
            <tr key={index}>
              {data.fields.map((field) => (
                <td key={field.key}>{row[field.key] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {data.tableRow.length === 0 && (
        <div className="chart-muted">{t('chartEditor.preview.noRows')}</div>
      )}
    </div>
  );
}
