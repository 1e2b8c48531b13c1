import type { PanelChartSource } from '../../canvas/charts/PanelChartsProvider';
import { getChartData } from '../../api/chart';
import { describeError } from '../../lib/errors';
import { panelKeys } from './queries';

/**
 * What a dashboard's charts need from the dashboard feature (the canvas runtime imports no
 * feature): the cache key of a chart's data, the signed-in user's data call and how a failed
 * call reads.
 */
export const panelChartSource: PanelChartSource = {
  queryKey: panelKeys.chartData,
  getData: getChartData,
  describeError,
};
