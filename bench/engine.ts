// Engine overhead benchmark (DESIGN §7): GROUP BY one dimension with SUM over the 1 M-row demo
// table, through the engine (compile + execute + shape rows; execute being the read-only path:
// a cached prepared SELECT inside BEGIN TRANSACTION READ ONLY … ROLLBACK) versus the same SQL
// run raw on the same DuckDB instance. Prints medians and ends with `ratio: X` (engine / raw).
// With PostgreSQL reachable, the same rows are loaded into a throwaway database and the
// engine's median there is printed too.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DuckDBInstance } from '@duckdb/node-api';
import pg from 'pg';
import type { Driver, FieldMeta, SqlDialect } from '@tessera/engine';
import { compileQuery, createFieldCatalogue, DIALECTS, runQuery } from '@tessera/engine';
import { DEMO_TABLE, seedDemoWarehouse } from '@tessera/engine/ingestion';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;

const fields: FieldMeta[] = [
  { id: 'province', column: 'province', tableAlias: 'd', deType: 0, nativeType: 'VARCHAR' },
  { id: 'amount', column: 'amount', tableAlias: 'd', deType: 2, nativeType: 'DECIMAL(14,2)' },
];
const catalogue = createFieldCatalogue(fields);
const model = {
  source: { kind: 'table', table: DEMO_TABLE, alias: 'd' },
  dimensions: [{ fieldId: 'province' }],
  measures: [{ aggregation: 'sum', fieldId: 'amount' }],
  sort: [{ target: 'measure', index: 0, direction: 'desc' }],
};

async function time(fn: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b);
}

/** Alternate the two so background load hits both equally. */
async function timePair(
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
): Promise<[number[], number[]]> {
  for (let i = 0; i < WARMUP; i++) {
    await a();
    await b();
  }
  const sa: number[] = [];
  const sb: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    for (const [fn, out] of [
      [a, sa],
      [b, sb],
    ] as const) {
      const start = performance.now();
      await fn();
      out.push(performance.now() - start);
    }
  }
  return [sa.sort((x, y) => x - y), sb.sort((x, y) => x - y)];
}

const median = (s: number[]) => s[Math.floor(s.length / 2)] ?? Number.NaN;
const p95 = (s: number[]) => s[Math.min(s.length - 1, Math.floor(s.length * 0.95))] ?? Number.NaN;

export async function runEngineBench(): Promise<void> {
  process.env.HOME ??= '/tmp';
  const dir = join(tmpdir(), 'tessera-bench');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'warehouse.duckdb');
  const seedStart = performance.now();
  const seeded = await seedDemoWarehouse(path);
  console.log(
    `demo table: ${seeded.rows} rows (${seeded.created ? 'built' : 'reused'} in ${(performance.now() - seedStart).toFixed(0)} ms)`,
  );

  const driver = DIALECTS.duckdb.createDriver({ path, connections: 1 });
  // Raw: the compiled SQL on a plain connection of the same (cached) instance, rows as JSON.
  const { sql } = compileQuery(model, catalogue, DIALECTS.duckdb);
  const instance = await DuckDBInstance.fromCache(path, {
    enable_external_access: 'false',
    lock_configuration: 'true',
  });
  const raw = await instance.connect();
  const [engine, rawSamples] = await timePair(
    () => runQuery(driver, DIALECTS.duckdb, model, catalogue),
    async () => (await raw.runAndReadAll(sql)).getRowObjectsJson(),
  );
  raw.closeSync();
  await driver.close();

  const rows: [string, number[]][] = [
    ['duckdb engine', engine],
    ['duckdb raw', rawSamples],
  ];
  const pgSamples = await benchPostgres(path);
  if (pgSamples) rows.push(['postgresql engine', pgSamples]);

  console.log(
    `\nGROUP BY province, SUM(amount) over ${seeded.rows} rows; ${RUNS} runs after ${WARMUP} warm-up\n`,
  );
  console.log('target              median ms    p95 ms    min ms');
  for (const [label, s] of rows) {
    console.log(
      `${label.padEnd(18)} ${median(s).toFixed(2).padStart(9)} ${p95(s).toFixed(2).padStart(9)} ${(s[0] ?? 0).toFixed(2).padStart(9)}`,
    );
  }
  if (!pgSamples) console.log('postgresql: not reachable at 127.0.0.1:5432, skipped');
  console.log(`ratio: ${(median(engine) / median(rawSamples)).toFixed(3)}`);
}

/** Copy the demo rows into a throwaway PostgreSQL database and time the engine there. */
async function benchPostgres(duckPath: string): Promise<number[] | null> {
  const admin = new pg.Client({
    host: '127.0.0.1',
    port: 5432,
    user: 'postgres',
    database: 'postgres',
    connectionTimeoutMillis: 2_000,
  });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const database = `tessera_bench_${Date.now().toString(36)}`;
  await admin.query(`CREATE DATABASE ${database}`);
  let driver: Driver | null = null;
  try {
    await loadIntoPostgres(duckPath, database);
    driver = DIALECTS.postgresql.createDriver({
      type: 'postgresql',
      host: '127.0.0.1',
      port: 5432,
      database,
      username: 'postgres',
      password: '',
    });
    const dialect: SqlDialect = DIALECTS.postgresql;
    const d = driver;
    return await time(() => runQuery(d, dialect, model, catalogue));
  } finally {
    await driver?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}

async function loadIntoPostgres(duckPath: string, database: string): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database });
  await client.connect();
  const instance = await DuckDBInstance.fromCache(duckPath, {
    enable_external_access: 'false',
    lock_configuration: 'true',
  });
  const conn = await instance.connect();
  try {
    await client.query(
      `CREATE TABLE ${DEMO_TABLE} (order_date date, province text, city text, category text, product text, channel text, quantity int, amount numeric(14,2), profit numeric(14,2))`,
    );
    const batch = 100_000;
    for (let offset = 0; ; offset += batch) {
      const reader = await conn.runAndReadAll(
        `SELECT CAST(order_date AS VARCHAR) AS order_date, province, city, category, product, channel, quantity, CAST(amount AS VARCHAR) AS amount, CAST(profit AS VARCHAR) AS profit FROM ${DEMO_TABLE} LIMIT ${batch} OFFSET ${offset}`,
      );
      const rows = reader.getRowsJson();
      if (rows.length === 0) break;
      const columns = Array.from({ length: 9 }, (_, i) => rows.map((r) => r[i] ?? null));
      await client.query(
        `INSERT INTO ${DEMO_TABLE} SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::numeric[], $9::numeric[])`,
        columns,
      );
    }
    await client.query(`ANALYZE ${DEMO_TABLE}`);
  } finally {
    conn.closeSync();
    await client.end();
  }
}
