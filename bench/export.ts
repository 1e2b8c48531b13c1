// `npm run bench -- export` (issue 23 part 5, SECURITY E2): a table chart of about a million
// rows over the 1 M-row demo exported to CSV and to Excel through a started server (a child
// process, so its memory is the server's alone). For each: the seconds until the last byte, the
// file's size, and the server's RSS before and its peak sampled during the export — flat memory
// means the peak stays near the start however many rows pass. The same chart filtered to a
// quarter of its rows runs first, so the two peaks can be compared, and the chart's last page
// last (the database's own part: DuckDB groups and sorts every row before the first streams).
// The server runs with its V8 heap limited (BENCH_EXPORT_HEAP_MB, default 256): a million rows
// held at once would not fit in it. No assertions on time. BENCH_DEMO_ROWS changes the demo's
// size.
import { performance } from 'node:perf_hooks';
import {
  CHART_EXPORT_MAX_ROWS,
  HEADERS,
  type ChartExportFormat,
  type ChartViewWithData,
  type DatasetField,
} from '@tessera/contracts';
import { cpuSecondsOf, rssOf, rssSampler, signIn, startChildServer } from './child-server.js';

const ADMIN_PASSWORD = 'Export#Admin2026';
const HEAP_MB = Number(process.env.BENCH_EXPORT_HEAP_MB ?? 256);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

interface Api {
  post: <T>(path: string, body?: unknown) => Promise<T>;
  raw: (path: string, body: unknown) => Promise<Response>;
}

function api(base: string, token: string): Api {
  const raw = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: token,
        'accept-language': 'en',
      },
      body: JSON.stringify(body),
    });
  return {
    raw,
    post: async <T>(path: string, body: unknown = {}) => {
      const envelope = (await (await raw(path, body)).json()) as { success: boolean; data: T };
      if (!envelope.success) throw new Error(`${path}: ${JSON.stringify(envelope)}`);
      return envelope.data;
    },
  };
}

/**
 * A table of (nearly) one row per order: every dimension that tells two orders apart, the
 * profit and quantity summed. Its id, and the channel field (the smaller run's filter).
 */
async function orderTable(server: Api): Promise<{ id: string; channel: string }> {
  const tree =
    await server.post<{ name: string; children: { name: string; id: string }[] }[]>(
      '/dataset/group/tree',
    );
  const dataset = tree
    .find((n) => n.name === 'Demo')
    ?.children.find((c) => c.name === 'Demo sales');
  if (!dataset) throw new Error('no demo dataset');
  const fields = await server.post<DatasetField[]>(`/dataset/field/list/${dataset.id}`);
  const field = (name: string) => {
    const found = fields.find((f) => f.originName === name);
    if (!found) throw new Error(`no demo field ${name}`);
    return { fieldId: found.id };
  };
  const { id } = await server.post<{ id: string }>('/chart/view/save', {
    title: '订单明细导出',
    tableId: dataset.id,
    type: 'table',
    xaxis: ['order_date', 'province', 'city', 'product', 'channel', 'amount'].map(field),
    yaxis: [field('profit'), field('quantity')],
  });
  return { id, channel: field('channel').fieldId };
}

interface Run {
  rows: number;
  cut: boolean;
  bytes: number;
  seconds: number;
  /** Until the answer's headers: the count and the query's start. */
  headersAfter: number;
  /** The server's CPU seconds meanwhile (its DuckDB threads included). */
  cpu: number;
  before: number;
  peak: number;
}

/** One export, read to its last byte as a browser would; the server's memory sampled meanwhile. */
async function exportOnce(
  server: Api,
  pid: number,
  chartId: string,
  format: ChartExportFormat,
  body: Record<string, unknown>,
  rows: number,
): Promise<Run> {
  const before = rssOf(pid);
  const cpuBefore = cpuSecondsOf(pid);
  const sampler = rssSampler(pid);
  const started = performance.now();
  const response = await server.raw(`/chart/view/export/${chartId}`, { ...body, format });
  if (!response.ok || !response.body) throw new Error(`export ${format}: ${response.status}`);
  const headersAfter = (performance.now() - started) / 1000;
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  const seconds = (performance.now() - started) / 1000;
  const peak = sampler.stop();
  const cpu = cpuSecondsOf(pid) - cpuBefore;
  const cutAt = response.headers.get(HEADERS.exportCutAt);
  return {
    rows: cutAt ? Number(cutAt) : rows,
    cut: cutAt !== null,
    bytes,
    seconds,
    headersAfter,
    cpu,
    before,
    peak,
  };
}

export async function runExportBench(): Promise<void> {
  const server = await startChildServer({
    prefix: 'tessera-export-',
    adminPassword: ADMIN_PASSWORD,
    nodeArgs: [`--max-old-space-size=${HEAP_MB}`],
  });
  const pid = server.child.pid as number;
  try {
    const admin = api(server.base, await signIn(server.base, 'admin', ADMIN_PASSWORD));
    const table = await orderTable(admin);
    const rowsOf = async (body: Record<string, unknown>) =>
      (
        await admin.post<ChartViewWithData>(`/chart/view/getData/${table.id}`, {
          ...body,
          page: { page: 1, pageSize: 20 },
        })
      ).data.total ?? 0;
    const quarter = { filter: [{ fieldId: table.channel, operator: 'eq', value: ['线上商城'] }] };
    const all = {};
    const counts = { quarter: await rowsOf(quarter), all: await rowsOf(all) };
    console.log(
      `table chart: ${counts.all} rows (${counts.quarter} in one channel); ` +
        `export cap ${CHART_EXPORT_MAX_ROWS}; server heap limit ${HEAP_MB} MB, rss idle ${mb(rssOf(pid))} MB`,
    );
    const figures: string[] = [];
    for (const format of ['csv', 'xlsx'] as const) {
      for (const [label, body, rows] of [
        ['one channel', quarter, counts.quarter],
        ['all', all, counts.all],
      ] as const) {
        const run = await exportOnce(admin, pid, table.id, format, body, rows);
        const line =
          `${format.padEnd(4)} ${label.padEnd(11)} ${String(run.rows).padStart(8)} rows${run.cut ? ' (cut)' : '      '}` +
          `  ${(run.bytes / 1e6).toFixed(1).padStart(6)} MB  ${run.seconds.toFixed(1).padStart(6)} s (headers ${run.headersAfter.toFixed(1)} s, server cpu ${run.cpu.toFixed(1)} s)` +
          `  ${Math.round(run.rows / run.seconds)
            .toString()
            .padStart(7)} rows/s  server rss before ${mb(run.before)} MB, peak ${mb(run.peak)} MB` +
          ` (+${mb(run.peak - run.before)} MB)`;
        console.log(line);
        if (body === all)
          figures.push(
            `${format}_s: ${run.seconds.toFixed(1)}`,
            `${format}_cpu_s: ${run.cpu.toFixed(1)}`,
            `${format}_rss_growth_mb: ${mb(run.peak - run.before)}`,
          );
      }
    }
    // For comparison, the database's part alone: the chart's last page makes DuckDB group and
    // sort all the rows (as the export's query does) but answers 20 of them.
    const before = rssOf(pid);
    const sampler = rssSampler(pid);
    const started = performance.now();
    await admin.post<ChartViewWithData>(`/chart/view/getData/${table.id}`, {
      page: { page: Math.ceil(counts.all / 1_000), pageSize: 1_000 },
      refresh: true,
    });
    const peak = sampler.stop();
    console.log(
      `the last page alone (DuckDB grouping and sorting every row): ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s, server rss before ${mb(before)} MB, ` +
        `peak ${mb(peak)} MB (+${mb(peak - before)} MB)`,
    );
    console.log(`server rss after: ${mb(rssOf(pid))} MB`);
    for (const figure of figures) console.log(figure);
  } finally {
    server.close();
  }
}
