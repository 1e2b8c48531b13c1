// Upload benchmark (issue 7): a 100,000-row × 8-column xlsx (written with exceljs's streaming
// writer, shared strings and date styles as Excel writes them) and a 1,000,000-row CSV, made in
// a temp folder, each inspected and then imported into a temp warehouse. Prints seconds and the
// peak RSS of each step (memory should stay flat: neither file is ever held whole); the last
// line is `xlsx_seconds: N` (the xlsx import; target ≤ 10, CSV import ≤ 5).
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { configureWarehouseUploads } from '@tessera/engine';
import { importUpload, inspectUpload, openWarehouseWriter } from '@tessera/engine/ingestion';

const XLSX_ROWS = Number(process.env.BENCH_XLSX_ROWS ?? 100_000);
const CSV_ROWS = Number(process.env.BENCH_CSV_ROWS ?? 1_000_000);
const HEADER = ['id', 'name', 'city', 'amount', 'qty', 'day', 'at', 'note'];
const CITIES = ['Beijing', 'Shanghai', 'Guangzhou', 'Shenzhen', 'Chengdu', 'Hangzhou'];

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/**
 * Runs `work`, sampling RSS every 20 ms; returns wall seconds, the process's CPU seconds (a
 * figure a loaded machine inflates less; DuckDB's threads add to it) and the peak RSS seen.
 */
async function measure<T>(
  work: () => Promise<T>,
): Promise<{ value: T; seconds: number; cpu: number; peak: number }> {
  const cpuStart = process.cpuUsage();
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const start = performance.now();
  try {
    const value = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    const cpu = process.cpuUsage(cpuStart);
    return {
      value,
      seconds: (performance.now() - start) / 1000,
      cpu: (cpu.user + cpu.system) / 1e6,
      peak,
    };
  } finally {
    clearInterval(timer);
  }
}

async function writeXlsx(path: string): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useSharedStrings: true,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet('Sales');
  sheet.addRow(HEADER).commit();
  for (let i = 0; i < XLSX_ROWS; i++) {
    const row = sheet.addRow([
      i,
      `customer ${i}`,
      CITIES[i % CITIES.length],
      Math.round(i * 137) / 100,
      i % 17,
      new Date(Date.UTC(2024, 0, 1 + (i % 365))),
      new Date(Date.UTC(2024, 0, 1, i % 24, i % 60, i % 60)),
      i % 10 === 0 ? '=not a formula' : `note ${i % 1000}`,
    ]);
    row.getCell(6).numFmt = 'yyyy-mm-dd';
    row.getCell(7).numFmt = 'yyyy-mm-dd hh:mm:ss';
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
}

async function writeCsv(path: string): Promise<void> {
  const out = createWriteStream(path);
  out.write(`${HEADER.join(',')}\n`);
  const pad = (n: number) => String(n).padStart(2, '0');
  let chunk = '';
  for (let i = 0; i < CSV_ROWS; i++) {
    const day = `2024-${pad(1 + (i % 12))}-${pad(1 + (i % 28))}`;
    chunk += `${i},customer ${i},${CITIES[i % CITIES.length]},${(i * 1.37).toFixed(2)},${i % 17},${day},${day} ${pad(i % 24)}:${pad(i % 60)}:00,"note, ${i % 1000}"\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}

export async function runUploadBench(): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'tessera-bench-upload-'));
  const uploads = join(root, 'uploads');
  mkdirSync(uploads);
  configureWarehouseUploads(uploads);
  const warehousePath = join(root, 'warehouse.duckdb');
  const writer = await openWarehouseWriter(warehousePath);
  const warehouse = { writer, path: warehousePath };
  try {
    const xlsx = join(uploads, 'staged-xlsx');
    const csv = join(uploads, 'staged-csv');
    const made = await measure(async () => {
      await writeXlsx(xlsx);
      await writeCsv(csv);
    });
    console.log(
      `files: xlsx ${XLSX_ROWS} rows ${mb(statSync(xlsx).size)} MB, csv ${CSV_ROWS} rows ${mb(statSync(csv).size)} MB (made in ${made.seconds.toFixed(1)} s)`,
    );
    const baseline = process.memoryUsage().rss;
    console.log(
      `rss before: ${mb(baseline)} MB; load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
    );

    const results: Record<string, number> = {};
    for (const [kind, path] of [
      ['xlsx', xlsx],
      ['csv', csv],
    ] as const) {
      const inspected = await measure(() => inspectUpload(path, kind));
      console.log(
        `${kind} inspect: ${inspected.seconds.toFixed(2)} s (cpu ${inspected.cpu.toFixed(2)} s), ${inspected.value.rows} rows, peak rss ${mb(inspected.peak)} MB`,
      );
      const imported = await measure(() =>
        importUpload(warehouse, path, kind, {
          table: `bench_${kind}`,
          columns: inspected.value.columns,
          mode: 'replace',
        }),
      );
      console.log(
        `${kind} import: ${imported.seconds.toFixed(2)} s (cpu ${imported.cpu.toFixed(2)} s), ${imported.value} rows, peak rss ${mb(imported.peak)} MB`,
      );
      results[kind] = imported.seconds;
    }
    console.log(`csv_seconds: ${results.csv!.toFixed(2)}`);
    console.log(`xlsx_seconds: ${results.xlsx!.toFixed(2)}`);
  } finally {
    writer.close();
    configureWarehouseUploads(null);
    rmSync(root, { recursive: true, force: true });
  }
}
