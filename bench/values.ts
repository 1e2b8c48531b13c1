// Field values benchmark (issue 10): POST /dataset/field/multFieldValues end to end — HTTP on
// 127.0.0.1, authentication, authorisation, compile, DISTINCT + LIKE + ORDER + LIMIT in DuckDB,
// shaping — over an uploaded column of 1,000,000 distinct texts, against the same SQL run raw
// on the same DuckDB instance in the same run. Calls alternate so background load hits both
// sides alike. Last line: `values_ms: N` (the HTTP median; target ≤ 50). BENCH_KEYWORD sets
// the keyword (default `X4242`).
import { performance } from 'node:perf_hooks';
import type { DatasetField, DatasetView } from '@tessera/contracts';
import { compileDistinctValues, createFieldCatalogue, DIALECTS } from '@tessera/engine';
import { openWarehouseInstance } from '../packages/engine/src/dialects/duckdb/instance.js';
import { median, p95, startBenchServer, type BenchServer } from './chart-server.js';

const ROWS = Number(process.env.BENCH_VALUES_ROWS ?? 1_000_000);
const RUNS = Math.min(Number(process.env.BENCH_RUNS ?? 30), 1_000);
const WARMUP = 3;
const KEYWORD = process.env.BENCH_KEYWORD ?? 'X4242';
// A keyword of one's own may match nothing (a letters-only one such as `abc`: every value is
// `cust-…-x…`); the default must match, or the bench measures an error path.
const MAY_BE_EMPTY = process.env.BENCH_KEYWORD !== undefined;
const LIMIT = 100;
const COLUMN = 'bench_code';

/** 1,000,000 distinct codes such as `cust-0042421-x4242`, in a shuffled order. */
function csvOfDistinctCodes(rows: number): string {
  const lines = [`${COLUMN},n`];
  for (let i = 0; i < rows; i++) {
    const k = (i * 7_919) % rows; // a permutation of 0..rows-1 (7919 is prime, coprime to 10^k)
    lines.push(`cust-${String(k).padStart(7, '0')}-x${k % 10_000},${i}`);
  }
  return lines.join('\n');
}

async function uploadCodes(server: BenchServer): Promise<DatasetView> {
  const form = new FormData();
  form.append('file', new Blob([csvOfDistinctCodes(ROWS)], { type: 'text/csv' }), 'codes.csv');
  const started = performance.now();
  const response = await fetch(`${server.base}/dataset/table/excel/upload`, {
    method: 'POST',
    headers: { Authorization: server.token },
    body: form,
  });
  const preview = (await response.json()) as {
    success: boolean;
    data: { uploadId: string; fields: unknown[] };
  };
  if (!preview.success) throw new Error('upload failed');
  const imported = await server.post<DatasetView>('/dataset/table/excel/import', {
    uploadId: preview.data.uploadId,
    name: 'Distinct codes',
    fields: preview.data.fields,
  });
  if (!imported.success) throw new Error('import failed');
  console.log(`uploaded ${ROWS} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return imported.data;
}

export async function runValuesBench(): Promise<void> {
  const server = await startBenchServer({ TESSERA_DEMO_ROWS: '1000' });
  try {
    const dataset = await uploadCodes(server);
    const fields = (await server.post<DatasetField[]>(`/dataset/field/list/${dataset.id}`)).data;
    const field = fields.find((f) => f.originName === COLUMN);
    if (!field) throw new Error('no code field');

    const instance = await openWarehouseInstance(`${server.dataDir}/warehouse.duckdb`);
    const raw = await instance.connect();
    const located = (
      await raw.runAndReadAll(
        `SELECT table_schema, table_name FROM information_schema.columns WHERE column_name = '${COLUMN}'`,
      )
    ).getRowObjectsJson()[0] as { table_schema: string; table_name: string } | undefined;
    if (!located) throw new Error('no warehouse table');
    const distinct = (
      await raw.runAndReadAll(
        `SELECT COUNT(DISTINCT ${COLUMN}) AS n FROM "${located.table_schema}"."${located.table_name}"`,
      )
    ).getRowObjectsJson()[0] as { n: string };
    console.log(`distinct values in the column: ${distinct.n}`);

    // The same statement the server compiles, with the keyword bound the same way.
    const compiled = compileDistinctValues(
      { fieldId: field.id, keyword: KEYWORD, limit: LIMIT, offset: 0 },
      createFieldCatalogue([
        { id: field.id, column: COLUMN, tableAlias: 't0', deType: 0, nativeType: 'VARCHAR' },
      ]),
      { kind: 'table', schema: located.table_schema, table: located.table_name, alias: 't0' },
      DIALECTS.duckdb,
    );
    const prepared = await raw.prepare(compiled.sql);
    prepared.bind(compiled.params as never);

    const request = { fieldIds: [field.id], keyword: KEYWORD, limit: LIMIT };
    let first: unknown[] = [];
    const http = async () => {
      const answer = await server.post<unknown[]>('/dataset/field/multFieldValues', request);
      if (!answer.success || (answer.data.length === 0 && !MAY_BE_EMPTY))
        throw new Error('multFieldValues failed');
      first = answer.data;
    };
    const direct = async () => (await prepared.runAndReadAll()).getRowObjectsJson();
    for (let i = 0; i < WARMUP; i++) {
      await http();
      await direct();
    }
    const httpMs: number[] = [];
    const rawMs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      let start = performance.now();
      await http();
      httpMs.push(performance.now() - start);
      start = performance.now();
      const rows = await direct();
      rawMs.push(performance.now() - start);
      if (rows.length !== first.length) throw new Error('raw and HTTP answers differ');
    }
    raw.closeSync();

    console.log(
      `\nmultFieldValues (keyword '${KEYWORD}', limit ${LIMIT}) over ${ROWS} distinct texts, ${RUNS} runs after ${WARMUP} warm-up`,
    );
    console.log(`first values: ${first.slice(0, 3).join(', ')} … (${first.length} in the page)`);
    console.log('                 median ms    p95 ms');
    console.log(
      `HTTP             ${median(httpMs).toFixed(2).padStart(9)} ${p95(httpMs).toFixed(2).padStart(9)}`,
    );
    console.log(
      `raw DuckDB       ${median(rawMs).toFixed(2).padStart(9)} ${p95(rawMs).toFixed(2).padStart(9)}`,
    );
    console.log(`ratio: ${(median(httpMs) / median(rawMs)).toFixed(3)}`);
    console.log(`values_ms: ${median(httpMs).toFixed(1)}`);
  } finally {
    await server.close();
  }
}
