import type { QueryKey } from '@tanstack/react-query';
import type { ChartDataRequest } from '@tessera/contracts';
import type { Http } from '../../api/http';
import { linkChartData } from '../../api/link';
import type { PanelChartSource } from '../../canvas/charts/PanelChartsProvider';
import { describeError } from '../../lib/errors';

/** The link page's cache keys: everything under the link, so a refused token refreshes it all. */
export const linkKeys = {
  all: (linkId: string): QueryKey => ['link', linkId],
  validation: (linkId: string): QueryKey => ['link', linkId, 'validation'],
  ticket: (linkId: string): QueryKey => ['link', linkId, 'ticket'],
  detail: (linkId: string, panelId: string): QueryKey => ['link', linkId, 'detail', panelId],
  chartData: (linkId: string, viewId: string, request: ChartDataRequest): QueryKey => [
    'link',
    linkId,
    'chartData',
    viewId,
    request,
  ],
};

/** A dashboard's charts for a link visitor: the alternate data call of SPEC §6. */
export function linkChartSource(client: Http, linkId: string): PanelChartSource {
  return {
    queryKey: (viewId, request) => linkKeys.chartData(linkId, viewId, request),
    getData: (viewId, request, signal) => linkChartData(client, viewId, request, signal),
    describeError,
  };
}
