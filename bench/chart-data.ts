// Chart data benchmark (issue 8): POST /chart/view/getData end to end — HTTP on 127.0.0.1,
// authentication, authorisation, compile, execute, shape — with the result cache bypassed
// (`refresh: true`), against the same SQL run raw on the same DuckDB instance, over the 1 M-row
// demo. Two demo charts: the monthly trend line (a date grouping) and the province bar; and a
// daily line nobody sorted (issue 19), which its 100-row limit cuts: getData then asks for 101
// rows and counts the days, the raw side runs only the 100-row statement — the row-limit
// notice's whole cost. The calls alternate so background load hits both sides alike; getData
// goes through node:http on a kept-alive connection (BenchServer.postTimed). Last line:
// `ratio: X` (getData / raw, the monthly line chart; target ≤ 1.15).
import { performance } from 'node:perf_hooks';
import {
  chartDataRequestSchema,
  type ChartView,
  type DatasetField,
  type QueryModelInput,
} from '@tessera/contracts';
import { planChartQuery } from '../apps/server/src/chart/model.js';
import type { ChartDefinition } from '../apps/server/src/chart/view.js';
import { compileQuery, createFieldCatalogue, DIALECTS, type FieldMeta } from '@tessera/engine';
import { openWarehouseInstance } from '../packages/engine/src/dialects/duckdb/instance.js';
import { median, p95, startBenchServer, type BenchServer } from './chart-server.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;

/** The chart's model exactly as the server plans it (no filters, drill or row rules). */
function modelOf(view: ChartView, fields: DatasetField[]): Omit<QueryModelInput, 'source'> {
  const byId = new Map(fields.map((f) => [f.id, { id: f.id, deType: f.deType, name: f.name }]));
  const definition: ChartDefinition = {
    id: view.id,
    title: view.title,
    datasetId: view.tableId,
    type: view.type,
    xaxis: view.xaxis,
    yaxis: view.yaxis,
    extBubble: view.extBubble,
    drillFields: view.drillFields,
    customAttr: view.customAttr,
    customStyle: view.customStyle,
    customFilter: view.customFilter,
    resultCount: view.resultCount,
    topN: view.topN,
  };
  return planChartQuery(definition, chartDataRequestSchema.parse({}), byId, { others: 'Others' })
    .model;
}

async function rawSql(server: BenchServer, view: ChartView): Promise<string> {
  const fields = (await server.post<DatasetField[]>(`/dataset/field/list/${view.tableId}`)).data;
  const metas: FieldMeta[] = fields.map((f) => ({
    id: f.id,
    column: f.originName,
    tableAlias: 't',
    deType: f.originDeType,
    nativeType: f.nativeType ?? '',
  }));
  const compiled = compileQuery(
    { ...modelOf(view, fields), source: { kind: 'table', table: 'demo_sales', alias: 't' } },
    createFieldCatalogue(metas),
    DIALECTS.duckdb,
  );
  // Inline the bound values (dates formats, limits) so the raw side runs one plain statement.
  let sql = compiled.sql;
  compiled.params.forEach((value, i) => {
    const literal =
      typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
    sql = sql.replace(new RegExp(`\\$${i + 1}(?!\\d)`), literal);
  });
  return sql;
}

/** A daily line over the order date, unsorted, at the default 100-row limit (it is cut). */
async function dailyLine(server: BenchServer): Promise<string> {
  const monthly = await server.chartOfType('line');
  const view = (await server.post<ChartView>(`/chart/view/getOneWithPermission/${monthly}`)).data;
  const saved = await server.post<{ id: string }>('/chart/view/save', {
    title: 'Daily sales (bench)',
    tableId: view.tableId,
    type: 'line',
    xaxis: [{ ...view.xaxis[0], dateGrouping: 'date', sort: 'none' }],
    yaxis: view.yaxis.map((axis) => ({ ...axis, sort: 'none' })),
    resultCount: 100,
  });
  if (!saved.success) throw new Error('could not save the daily line');
  return saved.data.id;
}

async function benchChart(server: BenchServer, type: string, warehouse: string, chartId?: string) {
  const id = chartId ?? (await server.chartOfType(type));
  const view = (await server.post<ChartView>(`/chart/view/getOneWithPermission/${id}`)).data;
  const sql = await rawSql(server, view);
  const instance = await openWarehouseInstance(warehouse);
  const raw = await instance.connect();
  const getData = async () => {
    const answer = await server.postTimed<{ data: { x: string[]; cut?: string } }>(
      `/chart/view/getData/${id}`,
      { refresh: true },
    );
    if (!answer.success || answer.data.data.x.length === 0) throw new Error('getData failed');
    if (chartId && answer.data.data.cut !== 'rows') throw new Error('the daily line was not cut');
  };
  const runRaw = async () => (await raw.runAndReadAll(sql)).getRowObjectsJson();
  for (let i = 0; i < WARMUP; i++) {
    await getData();
    await runRaw();
  }
  const http: number[] = [];
  const direct: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    let start = performance.now();
    await getData();
    http.push(performance.now() - start);
    start = performance.now();
    await runRaw();
    direct.push(performance.now() - start);
  }
  raw.closeSync();
  return { type, title: view.title, http, direct };
}

export async function runChartDataBench(): Promise<void> {
  const server = await startBenchServer();
  try {
    const warehouse = `${server.dataDir}/warehouse.duckdb`;
    const results = [];
    for (const type of ['bar', 'line']) results.push(await benchChart(server, type, warehouse));
    results.push({
      ...(await benchChart(server, 'line', warehouse, await dailyLine(server))),
      type: 'daily line, cut',
    });
    console.log(
      `\ngetData (uncached, HTTP) vs the same SQL raw on DuckDB; ${RUNS} runs after ${WARMUP} warm-up\n`,
    );
    console.log('chart                      median ms    p95 ms   raw median   raw p95   ratio');
    for (const r of results) {
      console.log(
        `${`${r.type} (${r.title})`.slice(0, 26).padEnd(26)} ${median(r.http).toFixed(2).padStart(9)} ${p95(r.http).toFixed(2).padStart(9)} ${median(r.direct).toFixed(2).padStart(12)} ${p95(r.direct).toFixed(2).padStart(9)} ${(median(r.http) / median(r.direct)).toFixed(3).padStart(7)}`,
      );
    }
    const line = results.find((r) => r.type === 'line');
    if (line) console.log(`ratio: ${(median(line.http) / median(line.direct)).toFixed(3)}`);
  } finally {
    await server.close();
  }
}
