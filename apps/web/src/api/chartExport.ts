import axios from 'axios';
import {
  CHART_EXPORT_TIMEOUT_MS,
  HEADERS,
  type ChartDataRequest,
  type ChartExportFormat,
  type ChartExportRequest,
} from '@tessera/contracts';
import { http } from './client';
import { saveFile } from '../lib/files/saveFile';

/** What an export tells besides its file: the rows it holds when the server's cap cut them. */
export interface ChartExportResult {
  /** The file stops at this many rows (the export limit, SECURITY E2). */
  cutAt?: number;
  /** With `cutAt`: the rows the chart's data has in all. */
  totalRows?: number;
}

const id = (value: string) => encodeURIComponent(value);

/** The name the server gives the file (RFC 6266: the UTF-8 `filename*` first). */
export function fileNameFrom(header: string | undefined, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a malformed name: the plain one below
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] || fallback;
}

const numberHeader = (headers: Record<string, unknown>, name: string): number | undefined => {
  const value = headers[name.toLowerCase()];
  const n = typeof value === 'string' ? Number(value) : NaN;
  return Number.isSafeInteger(n) ? n : undefined;
};

/** A Blob's text: Blob.text where there is one, else through a FileReader (older engines). */
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

/**
 * A refusal arrives as a Blob like the file would (responseType 'blob'): its envelope's message,
 * localised by the server, becomes the error's message.
 */
async function refusal(error: unknown): Promise<unknown> {
  if (!axios.isAxiosError(error) || !(error.response?.data instanceof Blob)) return error;
  try {
    const body = JSON.parse(await blobText(error.response.data)) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return new Error(body.message);
  } catch {
    // not an envelope
  }
  return error;
}

/**
 * Exports a chart's data under the conditions it is drawn under (its dashboard's filters,
 * linkage and drill) as an Excel or CSV file, and hands the file to the browser's download under
 * the server's name. `viaLink`: a share link's visitor (the link's own call, when its owner
 * allows exports). Failures are thrown with the server's localised message; no toast is shown
 * here, the caller says what happened.
 */
export async function exportChartData(
  viewId: string,
  request: ChartDataRequest,
  format: ChartExportFormat,
  options: { viaLink?: boolean } = {},
): Promise<ChartExportResult> {
  const url = options.viaLink
    ? `/api/link/chart/export/${id(viewId)}`
    : `/chart/view/export/${id(viewId)}`;
  // Only the conditions: a page or a refresh means nothing to an export.
  const body: ChartExportRequest = {
    filter: request.filter ?? [],
    linkageFilters: request.linkageFilters ?? [],
    drill: request.drill ?? [],
    format,
  };
  let response;
  try {
    response = await http().instance.post<Blob>(url, body, {
      responseType: 'blob',
      // The server reads for up to its own limit; the download ends a little after.
      timeout: CHART_EXPORT_TIMEOUT_MS + 60_000,
      hideMsg: true,
    });
  } catch (error) {
    throw await refusal(error);
  }
  const headers = response.headers as Record<string, unknown>;
  const disposition = headers['content-disposition'];
  saveFile(
    response.data,
    fileNameFrom(typeof disposition === 'string' ? disposition : undefined, `${viewId}.${format}`),
  );
  const cutAt = numberHeader(headers, HEADERS.exportCutAt);
  const totalRows = numberHeader(headers, HEADERS.exportTotalRows);
  return {
    ...(cutAt !== undefined ? { cutAt } : {}),
    ...(cutAt !== undefined && totalRows !== undefined ? { totalRows } : {}),
  };
}
