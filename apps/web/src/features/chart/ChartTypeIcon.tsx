import type { ChartType } from '@tessera/contracts';
import { CHART_TYPE_META } from '../../charts/registry';

/** The icon of a chart type (tree rows, the type picker), as the type's meta gives it. */
export function ChartTypeIcon({ type }: { type: ChartType }) {
  return (
    <span className={`chart-type-icon chart-type-icon--${type}`} aria-hidden>
      {CHART_TYPE_META[type].icon}
    </span>
  );
}
