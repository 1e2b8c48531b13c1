import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartData } from '@tessera/contracts';

const NOTE_STYLE: CSSProperties = {
  position: 'absolute',
  right: 4,
  bottom: 2,
  maxWidth: 'calc(100% - 8px)',
  display: 'flex',
  gap: 6,
  alignItems: 'center',
  padding: '0 4px',
  fontSize: 11,
  lineHeight: '16px',
  color: '#8a6d3b',
  background: 'rgba(255, 251, 230, 0.9)',
  borderRadius: 2,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
};

const LINK_STYLE: CSSProperties = {
  border: 0,
  padding: 0,
  background: 'none',
  color: '#1677ff',
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'underline',
};

/**
 * Says on the chart that it shows part of its answer: cut by the server's byte cap (SECURITY
 * E2), or by the chart's own result row limit ("100 of 731 rows") — then, for someone who may
 * edit the chart, with a "Change limit" action that opens the row limit setting.
 */
export function ChartCutNote({
  data,
  onChangeLimit,
}: {
  data: Pick<ChartData, 'cut' | 'rowLimit' | 'totalRows'>;
  onChangeLimit?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  if (!data.cut) return null;
  if (data.cut === 'bytes' || data.rowLimit === undefined || data.totalRows === undefined)
    return (
      <div data-testid="chart-cut" role="note" style={{ ...NOTE_STYLE, pointerEvents: 'none' }}>
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {t('charts.answerCut')}
        </span>
      </div>
    );
  const counts = { shown: data.rowLimit, total: data.totalRows };
  return (
    <div
      data-testid="chart-cut"
      data-cut="rows"
      role="note"
      title={t('defaults.rowsCutHint', counts)}
      style={NOTE_STYLE}
    >
      <span>{t('defaults.rowsCut', counts)}</span>
      {onChangeLimit && (
        <button
          type="button"
          style={LINK_STYLE}
          onClick={(event) => {
            // The note sits on a chart that may take clicks (drill, select on a canvas).
            event.stopPropagation();
            onChangeLimit();
          }}
          // Not the start of a drag of the component in the dashboard editor.
          onPointerDown={(event) => event.stopPropagation()}
          onMouseDown={(event) => event.stopPropagation()}
          data-testid="chart-cut-change-limit"
        >
          {t('defaults.changeLimit')}
        </button>
      )}
    </div>
  );
}
