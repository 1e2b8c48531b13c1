// Extract sync benchmark (issue 7): a 1,000,000-row PostgreSQL table, made with generate_series
// in a throwaway database, extracted into a temporary DuckDB warehouse with runExtract (the
// source streamed in batches through the appender, swapped in atomically). Prints rows/s and the
// peak RSS sampled during the run (flat memory: the peak stays near the start, whatever the
// row count). Last line `rows_per_s: N` (target ≥ 200000). BENCH_SYNC_ROWS and
// BENCH_SYNC_BATCH override the row count and batch size.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { Driver } from '@tessera/engine';
import type { WarehouseWriter } from '@tessera/engine/ingestion';
import { DIALECTS } from '@tessera/engine';
import {
  DEFAULT_EXTRACT_BATCH_SIZE,
  openWarehouseWriter,
  runExtract,
} from '@tessera/engine/ingestion';

const ROWS = Number(process.env.BENCH_SYNC_ROWS ?? 1_000_000);
const BATCH = Number(process.env.BENCH_SYNC_BATCH ?? DEFAULT_EXTRACT_BATCH_SIZE);
const PG_ADMIN = {
  host: '127.0.0.1',
  port: 5432,
  user: 'postgres',
  connectionTimeoutMillis: 2_000,
};
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/** Samples RSS every 20 ms; stop() returns the peak. */
function rssSampler(): { stop(): number } {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage.rss());
    },
  };
}

export async function runSyncBench(): Promise<void> {
  process.env.HOME ??= '/tmp';
  const admin = new pg.Client({ ...PG_ADMIN, database: 'postgres' });
  try {
    await admin.connect();
  } catch {
    console.error('postgresql: not reachable at 127.0.0.1:5432');
    process.exit(1);
  }
  const database = `tessera_bench_sync_${Date.now().toString(36)}`;
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-sync-'));
  await admin.query(`CREATE DATABASE ${database}`);
  let driver: Driver | null = null;
  let writer: WarehouseWriter | null = null;
  try {
    const loadStart = performance.now();
    const load = new pg.Client({ ...PG_ADMIN, database });
    await load.connect();
    await load.query(
      `CREATE TABLE orders AS SELECT n AS id, 'customer ' || (n % 5000) AS customer,
         (n % 97) * 1.25 AS amount, (n % 1000) / 7.0::float8 AS ratio,
         TIMESTAMP '2024-01-01' + n * INTERVAL '1 second' AS ordered_at, n % 3 = 0 AS paid
       FROM generate_series(1, $1::int) AS n`,
      [ROWS],
    );
    await load.query('ANALYZE orders');
    await load.end();
    console.log(`source: ${ROWS} rows in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`);

    driver = DIALECTS.postgresql.createDriver({
      type: 'postgresql',
      host: PG_ADMIN.host,
      port: PG_ADMIN.port,
      database,
      username: PG_ADMIN.user,
      password: '',
      options: { statementTimeoutMs: 600_000 },
    });
    writer = await openWarehouseWriter(join(dir, 'warehouse.duckdb'));
    const rssBefore = process.memoryUsage.rss();
    const sampler = rssSampler();
    const cpuBefore = process.cpuUsage();
    const loopBefore = performance.eventLoopUtilization();
    const start = performance.now();
    const result = await runExtract({
      driver,
      dialect: DIALECTS.postgresql,
      sql: 'SELECT id, customer, amount, ratio, ordered_at, paid FROM orders',
      writer,
      table: 'orders_extract',
      mode: 'full',
      batchSize: BATCH,
      timeoutMs: 600_000,
    });
    const seconds = (performance.now() - start) / 1000;
    const peak = sampler.stop();
    const cpu = process.cpuUsage(cpuBefore);
    const loop = performance.eventLoopUtilization(loopBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    if (result.tableRows !== ROWS) throw new Error(`extract holds ${result.tableRows} rows`);
    const perSecond = Math.round(result.rows / seconds);
    console.log(`extract: ${result.rows} rows in ${seconds.toFixed(2)} s (batch ${BATCH})`);
    console.log(`rss: ${mb(rssBefore)} MB before, peak ${mb(peak)} MB during`);
    // On a shared machine the wall clock includes waiting for a core; this process's own CPU
    // time (DuckDB's threads included, PostgreSQL's not) tells the cost apart from the load.
    console.log(
      `cpu: ${cpuSeconds.toFixed(2)} s in this process, ${Math.round(result.rows / cpuSeconds)} rows per CPU second`,
    );
    // The rest of the event loop's time it waited: for the source's next rows, or for DuckDB.
    console.log(`event loop: ${Math.round(loop.utilization * 100)}% busy with JavaScript`);
    console.log(`rows_per_s: ${perSecond}`);
  } finally {
    writer?.close();
    await driver?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}
