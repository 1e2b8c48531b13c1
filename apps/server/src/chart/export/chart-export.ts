import { PassThrough, type Readable } from 'node:stream';
import {
  CHART_TYPE_TRAITS,
  GRANT_LEVELS,
  PERMISSIONS,
  type ChartExportFormat,
  type Language,
} from '@tessera/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { LinkAccess, Principal, UserAccess } from '../../auth/access.js';
import { holdsPermission } from '../../auth/authorize.js';
import type { LoadedResource } from '../../auth/resources.js';
import { CHART_EXPORT_TIMEOUT_MS, CHART_STATEMENT_TIMEOUT_MS } from '../../data-call/limits.js';
import { dataError } from '../../data-call/errors.js';
import type { Db } from '../../db/database.js';
import type { DatasetReader } from '../../dataset/reader.js';
import { demoNames, shownName } from '../../demo/names.js';
import { AppError, forbidden } from '../../http/app-error.js';
import type { LinkExports } from '../../seams/link-exports.js';
import type { ChartData, ExportCall } from '../data.js';
import type { ChartPlan, DataRequest, PlannedColumn } from '../model.js';
import { EXPORT_CUT_NOTE, TOTAL_LABEL } from '../words.js';
import { attachmentHeader, fileNameOf } from './attachment.js';
import { exportCell, neutralised, type ExportCell } from './cells.js';
import { EXPORT_FORMATS, type ExportWriter } from './writer.js';

/** Rows read from the source per batch: memory holds about this many at a time. */
export const EXPORT_BATCH_ROWS = 5_000;

/** What an export asks for: the conditions the chart is drawn under, and the format. */
export interface ExportInput extends Pick<DataRequest, 'filter' | 'linkageFilters' | 'drill'> {
  format: ChartExportFormat;
}

/** An export on its way: its headers are known, its body streams as the rows are read. */
export interface ChartExportFile {
  contentType: string;
  contentDisposition: string;
  /**
   * The cap cut the rows: the file holds `at` rows of the `total` the chart's data has (unknown
   * only when the source grew while the export ran; the headers never say that).
   */
  cut?: { at: number; total?: number | undefined };
  body: Readable;
}

export interface ChartExportDeps {
  db: Db;
  data: ChartData;
  datasets: DatasetReader;
  links: LinkExports;
  log: FastifyBaseLogger;
  /** Most data rows one export holds (CHART_EXPORT_MAX_ROWS; tests set a small one). */
  maxRows: number;
}

/**
 * A chart's data as a file (issue 23 part 5, SECURITY D6, E2): the chart's own query, under the
 * same filters, linkage, drill, row rules and masks as its data call, read from the source in
 * batches and written as it comes (memory stays flat on a million rows). A table exports all its
 * rows, not a page, and its summary row; beyond the cap the file stops and says so.
 */
export class ChartExport {
  constructor(private readonly deps: ChartExportDeps) {}

  /** A signed-in user's export: the route found 'export' on the chart. */
  forUser(
    loaded: LoadedResource<'chart'>,
    principal: Principal,
    input: ExportInput,
    options: { language: Language; signal: AbortSignal },
  ): Promise<ChartExportFile> {
    return this.file(loaded, principal, input, options);
  }

  /**
   * A signed-in caller on the visitors' route (their session wins over a link token): held to
   * what the signed-in route asks, the chart page and 'export' on the chart.
   */
  async forSignedIn(
    user: UserAccess,
    chartId: string,
    input: () => ExportInput,
    options: { language: Language; signal: AbortSignal },
  ): Promise<ChartExportFile> {
    const loaded = await this.deps.data.load(user, chartId);
    if (!holdsPermission(user, PERMISSIONS.chartRead) || loaded.level < GRANT_LEVELS.export)
      throw forbidden();
    return this.file(loaded, user, input(), options);
  }

  /**
   * A share link's visitor: a chart of the link's dashboard (else not found, B5), when the link's
   * owner allows exports (else 403); it runs under the owner's rules, as the visitor's data
   * calls do, and is recorded as the link's event.
   */
  async forVisitor(
    link: LinkAccess,
    chartId: string,
    input: () => ExportInput,
    options: { language: Language; signal: AbortSignal; client: string },
  ): Promise<ChartExportFile> {
    const loaded = await this.deps.data.load(link, chartId);
    if (!(await this.deps.links.allowed(link))) throw new AppError(403, 'LINK_EXPORT_OFF');
    const parsed = input();
    const file = await this.file(loaded, link, parsed, options);
    await this.deps.links.record(link, { chartId, format: parsed.format, client: options.client });
    return file;
  }

  private async file(
    loaded: LoadedResource<'chart'>,
    principal: Principal,
    input: ExportInput,
    options: { language: Language; signal: AbortSignal },
  ): Promise<ChartExportFile> {
    const { maxRows } = this.deps;
    const request: DataRequest = {
      filter: input.filter,
      linkageFilters: input.linkageFilters,
      drill: input.drill,
      refresh: false,
    };
    const call = await this.deps.data.prepareExport(
      loaded,
      principal,
      request,
      options.language,
      (plan) => readAll(plan, maxRows),
    );
    const table = CHART_TYPE_TRAITS[call.def.type].paged;
    // A chart whose own row limit is within the cap cannot be cut: nothing to count.
    const ownLimit = table ? undefined : call.def.resultCount;
    const capped = ownLimit === undefined || ownLimit > maxRows;
    const total = capped
      ? Math.min(await this.count(call, options.signal), ownLimit ?? Infinity)
      : undefined;
    const cut = total !== undefined && total > maxRows ? { at: maxRows, total } : undefined;

    const names = await demoNames(this.deps.db);
    const shown = (kind: string, id: string, stored: string) =>
      shownName(names, kind, id, stored, options.language);
    const title = shown('chart', call.def.id, call.def.title);
    const columns = table
      ? call.plan.columns.filter((c) => c.role !== 'bubble')
      : call.plan.columns;
    const format = EXPORT_FORMATS[input.format];
    const body = new PassThrough();
    const writer = format.open(body, title);
    const titles = columns.map((c) => neutralised(shown('field', c.fieldId, c.name)));

    void this.write(call, writer, { columns, titles, table, capped, cut, ...options }).catch(
      (error: unknown) => {
        if (!options.signal.aborted)
          this.deps.log.warn({ chart: call.def.id }, 'chart export stopped by an error');
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return {
      contentType: format.contentType,
      contentDisposition: attachmentHeader(fileNameOf(title, format.extension)),
      ...(cut ? { cut } : {}),
      body,
    };
  }

  /** The rows the chart's data has, with the limits of the export lifted. */
  private async count(call: ExportCall, signal: AbortSignal): Promise<number> {
    try {
      return await this.deps.datasets.resultCount(call.open, call.query.model, {
        signal,
        timeoutMs: CHART_STATEMENT_TIMEOUT_MS,
        rowRules: call.query.rowRule,
        masks: call.query.columns?.masked,
      });
    } catch (error) {
      throw dataError(error);
    }
  }

  /** Titles, the rows batch by batch, a table's summary row, and the note when cut. */
  private async write(
    call: ExportCall,
    writer: ExportWriter,
    options: {
      columns: PlannedColumn[];
      titles: string[];
      table: boolean;
      /** The cap, not the chart's own row limit, is what limits the rows. */
      capped: boolean;
      cut: ChartExportFile['cut'];
      language: Language;
      signal: AbortSignal;
    },
  ): Promise<void> {
    const { columns, signal, language } = options;
    // The rows the query was limited to (readAll): the cap, or the chart's own lower limit.
    const rowLimit = call.query.model.limit ?? this.deps.maxRows;
    const sums = columns.map(() => 0);
    let written = 0;
    let over = false;
    writer.row(options.titles);
    await this.deps.datasets.streamStatement(
      call.open,
      call.query.statement,
      { signal, timeoutMs: CHART_EXPORT_TIMEOUT_MS, batchSize: EXPORT_BATCH_ROWS },
      async (rows) => {
        for (const row of rows) {
          // The statement reads one row past its limit: that row only says there were more.
          if (written === rowLimit) {
            over = options.capped;
            return false;
          }
          const cells: ExportCell[] = columns.map((column, i) => {
            const value = row[column.key];
            if (column.role === 'measure' && typeof value === 'number')
              sums[i] = (sums[i] ?? 0) + value;
            return exportCell(value);
          });
          writer.row(cells);
          written += 1;
        }
        await writer.settle(signal);
        return true;
      },
    );
    if (options.table) writer.row(summaryRow(columns, sums, TOTAL_LABEL[language]));
    // Counted first, so the headers could say it; a source that grew since is told here only.
    const cut = options.cut ?? (over ? { at: rowLimit, total: undefined } : undefined);
    if (cut) {
      const count = (n: number | undefined) => n?.toLocaleString(language);
      writer.row([]);
      writer.row([neutralised(EXPORT_CUT_NOTE[language](count(cut.at)!, count(cut.total)))]);
    }
    await writer.end();
  }
}

/**
 * The chart's query for an export: a table reads all its rows, not a page, and any chart stops
 * at the cap (the reader asks for one row more, which tells that it was cut).
 */
export function readAll(plan: ChartPlan, maxRows: number): ChartPlan {
  const { offset: _page, ...model } = plan.model;
  const limit = plan.page ? maxRows : Math.min(model.limit ?? maxRows, maxRows);
  const { page: _shown, ...rest } = plan;
  return { ...rest, model: { ...model, limit } };
}

/**
 * SPEC §9 summary row, as the table shows it: the locale's word for total in the first column
 * (unless it is a measure), each measure column's sum of the rows (to 2 decimals), the rest empty.
 */
function summaryRow(
  columns: readonly PlannedColumn[],
  sums: number[],
  label: string,
): ExportCell[] {
  return columns.map((column, i) => {
    if (column.role === 'measure') return Math.round((sums[i] ?? 0) * 100) / 100;
    return i === 0 ? label : null;
  });
}
