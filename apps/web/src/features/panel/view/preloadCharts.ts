import { echartsViewModule } from '../../../charts/ChartRenderer';

/**
 * A dashboard with charts will need ECharts: its import starts with the document, alongside
 * the getData calls, rather than after the first answer arrives (no waterfall).
 */
export function preloadChartDrawing(): void {
  echartsViewModule.load('view').catch(() => undefined);
}
