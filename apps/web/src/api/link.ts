import type {
  DashboardExportFormat,
  LinkInfo,
  LinkValidation,
  PanelDetail,
  ChartDataRequest,
  ChartViewWithData,
} from '@tessera/contracts';
import { LONG_CALL, type Http } from './http';
import { http, SHOWN_IN_PLACE } from './client';

const id = (value: string) => encodeURIComponent(value);

// The owner's calls (SPEC §7 api/link/*): through the app's client, with its session.

/** The dashboard's share link, made on first ask. The dialog shows a failure in place. */
export const currentLink = (panelId: string, signal?: AbortSignal) =>
  http().post<LinkInfo>(`/api/link/currentGenerate/${id(panelId)}`, undefined, {
    signal,
    ...SHOWN_IN_PLACE,
  });

export const switchLink = (resourceId: string, valid: boolean) =>
  http().post<LinkInfo>('/api/link/switchLink', { resourceId, valid });

export const enableLinkPwd = (resourceId: string, enablePwd: boolean) =>
  http().post<LinkInfo>('/api/link/enablePwd', { resourceId, enablePwd });

/** A new PIN: random, or the owner's own 4 digits. Visitors who passed the old one must again. */
export const resetLinkPwd = (resourceId: string, pwd?: string) =>
  http().post<{ pwd: string }>('/api/link/resetPwd', pwd ? { resourceId, pwd } : { resourceId });

/** Whether the link's visitors may export its charts' data and the dashboard (issue 23 part 5). */
export const setLinkAllowExport = (resourceId: string, allowExport: boolean) =>
  http().post<LinkInfo>('/api/link/allowExport', { resourceId, allowExport });

export const setLinkOverTime = (resourceId: string, overTime: number | null) =>
  http().post<LinkInfo>('/api/link/overTime', { resourceId, overTime });

// The visitor's calls: through the link page's own client (features/link/linkHttp.ts), which
// carries the link token and never the session's.

/** SPEC §7: errors hidden (the page tells the visitor in place). */
export const validateLink = (client: Http, link: string, signal?: AbortSignal) =>
  client.post<LinkValidation>('/api/link/validate', { link }, { signal, ...SHOWN_IN_PLACE });

/** A right PIN answers the link token in LINK-PWD-TOKEN, which the client keeps. */
export const validateLinkPwd = (client: Http, link: string, password: string) =>
  client.post<LinkValidation>('/api/link/validatePwd', { link, password }, SHOWN_IN_PLACE);

/** SPEC §7: 30 s, errors hidden. */
export const linkPanelDetail = (client: Http, panelId: string, signal?: AbortSignal) =>
  client.post<PanelDetail>(`/api/link/viewDetail/${id(panelId)}`, undefined, {
    ...LONG_CALL,
    signal,
    ...SHOWN_IN_PLACE,
  });

/**
 * A visitor exported the dashboard (drawn in the browser): the link's events record it. Through
 * the link page's client, installed while the page is up; nothing to show if it fails.
 */
export const recordLinkDashboardExport = (resourceId: string, format: DashboardExportFormat) =>
  http().post<null>('/api/link/dashboardExported', { resourceId, format }, SHOWN_IN_PLACE);

/** SPEC §6: a link visitor's chart data, the same answer as /chart/view/getData. */
export const linkChartData = (
  client: Http,
  chartId: string,
  body: ChartDataRequest,
  signal?: AbortSignal,
) =>
  client.post<ChartViewWithData>(`/api/link/chart/getData/${id(chartId)}`, body, {
    ...LONG_CALL,
    signal,
    hideMsg: true,
  });
