import { CHART_TYPES, type ChartType } from '@tessera/contracts';
import { echartsViewModule } from '../../../charts/ChartRenderer';
import { loadChartType } from '../../../charts/registry';

const isChartType = (type: string): type is ChartType =>
  (CHART_TYPES as readonly string[]).includes(type);

/**
 * A dashboard with charts will need ECharts and each placed chart's type: their imports start
 * with the document (PanelDetail.chartTypes names the types), alongside the getData calls,
 * rather than after each answer arrives (no waterfall: a cold open waited for a type's chunk
 * after its first answer, chart after chart).
 */
export function preloadChartDrawing(types: readonly string[] = []): void {
  echartsViewModule.load('view').catch(() => undefined);
  for (const type of types) {
    // A type this build does not know draws its own "unsupported" card: nothing to load.
    if (isChartType(type)) loadChartType(type).catch(() => undefined);
  }
}
