import { z } from 'zod';
import { chartConditionsShape } from './chart.js';
import { conditionLists, withinFilterBounds } from './filter-bounds.js';

/**
 * A chart's data as a file (issue 23 part 5): `POST /chart/view/export/{viewId}`, or
 * `POST /api/link/chart/export/{viewId}` for a share link's visitor when the link's owner allows
 * it. The body is the chart's data request (the conditions it is drawn under) and the format;
 * the answer is the file itself (`Content-Disposition: attachment`), streamed.
 */
export const CHART_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ChartExportFormat = (typeof CHART_EXPORT_FORMATS)[number];

/**
 * Most data rows one export holds (SECURITY E2). An Excel sheet holds 1,048,576 rows; the
 * header, a table's summary row and the note that the export was cut must fit beside the data,
 * so the cap stays under that with room to spare. A round million for both formats: a CSV
 * export is opened in Excel as often as not, and both formats answer the same rows.
 */
export const CHART_EXPORT_MAX_ROWS = 1_000_000;

/**
 * How long an export's whole read may take on the server, the download included (a million rows
 * take about a minute): the web's call waits a little longer.
 */
export const CHART_EXPORT_TIMEOUT_MS = 10 * 60_000;

export const chartExportRequestSchema = withinFilterBounds(
  z.strictObject({
    ...chartConditionsShape,
    format: z.enum(CHART_EXPORT_FORMATS),
  }),
  // As a data call: widget and linkage conditions bounded together (E4).
  conditionLists('filter', 'linkageFilters'),
);
export type ChartExportRequest = z.input<typeof chartExportRequestSchema>;
