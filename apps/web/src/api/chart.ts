import type {
  ChartDataRequest,
  ChartGroupSave,
  ChartSave,
  ChartTreeNode,
  ChartView,
  ChartViewWithData,
} from '@tessera/contracts';
import { LONG_CALL } from './http';
import { http } from './client';

const id = (value: string) => encodeURIComponent(value);

// Reads take an AbortSignal: a page that goes away cancels its calls (and the server its
// database work). Writes do not: a save runs to its end even if the editor closes.

/** The folders and charts, nested; a keyword keeps the matching names and their folders. */
export const chartTree = (query: { keyword?: string } = {}, signal?: AbortSignal) =>
  http().post<ChartTreeNode[]>('/chart/group/tree', query, { signal });

/** Create a folder (no id), or rename / move a folder or a chart. */
export const saveChartGroup = (body: ChartGroupSave) =>
  http().post<{ id: string }>('/chart/group/save', body);

/** A non-empty folder is refused (409); the dialog shows the refusal, so no toast. */
export const deleteChartGroup = (groupId: string) =>
  http().post<null>(`/chart/group/delete/${id(groupId)}`, undefined, { hideMsg: true });

/**
 * Create (no id) or update a chart; an update carries the version the editor loaded and a
 * stale one is refused (409). Answers the id and the new version.
 */
export const saveChart = (body: ChartSave) =>
  http().post<{ id: string; version: number }>('/chart/view/save', body);

/** A chart a dashboard uses may be refused; the dialog shows why. */
export const deleteChart = (chartId: string) =>
  http().post<null>(`/chart/view/delete/${id(chartId)}`, undefined, { hideMsg: true });

/** The stored chart and the caller's grant on it (SPEC §7, 30 s); failures shown in place. */
export const getChart = (chartId: string, signal?: AbortSignal) =>
  http().post<ChartView>(`/chart/view/getOneWithPermission/${id(chartId)}`, undefined, {
    ...LONG_CALL,
    signal,
    hideMsg: true,
  });

/** A copy next to the original, titled with a free "copy" name; answers the new id. */
export const copyChart = (chartId: string) =>
  http().post<{ id: string }>(`/chart/view/chartCopy/${id(chartId)}`);

/** The folder the user last put a chart of this dataset in (where a new chart goes). */
export const adviceSceneId = (datasetId: string, signal?: AbortSignal) =>
  http().get<string | null>(`/chart/view/searchAdviceSceneId/${id(datasetId)}`, { signal });

/** A saved chart's data under the given filters (SPEC §7, 30 s); drawn as ChartFailure on error. */
export const getChartData = (chartId: string, body: ChartDataRequest, signal?: AbortSignal) =>
  http().post<ChartViewWithData>(`/chart/view/getData/${id(chartId)}`, body, {
    ...LONG_CALL,
    signal,
    hideMsg: true,
  });

/** The editor's preview: getData's answer for the unsaved chart as it stands. */
export const previewChartData = (
  view: ChartSave,
  request: ChartDataRequest = {},
  signal?: AbortSignal,
) =>
  http().post<ChartViewWithData>(
    '/chart/view/previewData',
    { view, request },
    { ...LONG_CALL, signal, hideMsg: true },
  );
