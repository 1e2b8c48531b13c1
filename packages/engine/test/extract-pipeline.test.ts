// An extract reads its next batch while the current one is written (read-ahead.ts). Whatever
// breaks off while a batch is on its way — a cancel, a failing read after earlier batches were
// written, a write that fails while the next read is still out — the previous extract stays
// whole and the source is ended (its connection given back). No database server needed: the
// source is a scripted driver, the warehouse a real DuckDB file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver, QueryRow, RowBatch } from '../src/index.js';
import { DIALECTS, EngineError } from '../src/index.js';
import type { WarehouseRow, WarehouseWriter } from '../src/ingestion/index.js';
import { openWarehouseWriter, runExtract } from '../src/ingestion/index.js';

const dir = mkdtempSync(join(tmpdir(), 'tessera-extract-pipeline-'));
let writer: WarehouseWriter;
beforeAll(async () => {
  writer = await openWarehouseWriter(join(dir, 'warehouse.duckdb'));
});
afterAll(() => {
  writer?.close();
  rmSync(dir, { recursive: true, force: true });
});

const BATCH = 100;
const columns = [{ name: 'n', nativeType: 'int4', deType: 2 as const }];
const rowsOf = (batch: number): QueryRow[] =>
  Array.from({ length: BATCH }, (_, i) => ({ n: batch * BATCH + i }));

interface Script {
  batches: number;
  /** Called before batch `i` is handed over; may wait, or throw to fail the read. */
  before?: (i: number, signal: AbortSignal | undefined) => Promise<void> | void;
}

/** A driver whose stream hands over scripted batches, recording reads and its end. */
function scripted(script: Script) {
  const log = { read: 0, ended: false };
  const driver: Driver = {
    execute: () => Promise.reject(new Error('not used')),
    testConnection: () => Promise.reject(new Error('not used')),
    close: () => Promise.resolve(),
    async *stream(_sql, _params, options): AsyncGenerator<RowBatch> {
      try {
        for (let i = 0; i < script.batches; i++) {
          log.read = i + 1;
          await script.before?.(i, options?.signal);
          yield { columns, rows: rowsOf(i) };
        }
      } finally {
        log.ended = true;
      }
    },
  };
  return { driver, log };
}

const extract = (driver: Driver, more: Partial<Parameters<typeof runExtract>[0]> = {}) =>
  runExtract({
    driver,
    dialect: DIALECTS.postgresql,
    sql: 'SELECT n FROM t',
    writer,
    table: 'pipeline',
    mode: 'full',
    batchSize: BATCH,
    ...more,
  });

const tableRows = async () => ({ rows: await writer.rowCount('pipeline') });

describe('an extract whose next batch is read while the current one is written', () => {
  beforeAll(async () => {
    // The last good extract: 3 batches.
    const { driver } = scripted({ batches: 3 });
    expect(await extract(driver)).toMatchObject({ rows: 300, tableRows: 300 });
  });

  it('writes every batch in order', async () => {
    const { driver, log } = scripted({ batches: 7 });
    const progress: number[] = [];
    const result = await extract(driver, {
      table: 'pipeline_ordered',
      onProgress: (rows) => {
        progress.push(rows);
        // Never more than one batch read beyond the ones written.
        expect(log.read).toBeLessThanOrEqual(rows / BATCH + 1);
      },
    });
    expect(result).toMatchObject({ rows: 700, tableRows: 700 });
    expect(progress).toEqual([100, 200, 300, 400, 500, 600, 700]);
    expect(log.ended).toBe(true);
  });

  it('keeps the previous extract when cancelled while the next batch is on its way', async () => {
    const controller = new AbortController();
    let release: () => void = () => undefined;
    const { driver, log } = scripted({
      batches: 10,
      // The fourth read hangs until the cancel, as a database does that is still sending.
      before: (i, signal) =>
        i === 3
          ? new Promise<void>((_resolve, reject) => {
              release = () => reject(new EngineError('ENGINE_QUERY_CANCELLED', 'cancelled'));
              signal?.addEventListener('abort', () => release());
            })
          : undefined,
    });
    await expect(
      extract(driver, {
        signal: controller.signal,
        onProgress: (rows) => {
          if (rows === 300) controller.abort();
        },
      }),
    ).rejects.toMatchObject({ code: 'ENGINE_QUERY_CANCELLED' });
    expect(log).toEqual({ read: 4, ended: true });
    expect(await tableRows()).toEqual({ rows: 300 });
  });

  it('keeps the previous extract when a read fails after earlier batches were written', async () => {
    const failure = new EngineError('ENGINE_QUERY_FAILED', 'the source broke off');
    const { driver, log } = scripted({
      batches: 10,
      before: (i) => {
        if (i === 5) throw failure;
      },
    });
    const written: number[] = [];
    const error = await extract(driver, { onProgress: (rows) => void written.push(rows) }).catch(
      (e: unknown) => e,
    );
    // The source's own error, as before the read-ahead: batches 1–5 were written first.
    expect(error).toBe(failure);
    expect(written).toEqual([100, 200, 300, 400, 500]);
    expect(log.ended).toBe(true);
    expect(await tableRows()).toEqual({ rows: 300 });
  });

  it('reports the write’s failure, not the read still on its way, and keeps the previous extract', async () => {
    const { driver, log } = scripted({
      batches: 10,
      // The read after the failing write fails too, later; nobody takes it.
      before: async (i) => {
        if (i === 3) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          throw new Error('read 3 failed');
        }
      },
    });
    const failingWriter: WarehouseWriter = {
      ...writer,
      replaceTableFromRows: (table, cols, batches) =>
        writer.replaceTableFromRows(table, cols, failOnBatch(batches, 3)),
    };
    const error = await extract(driver, { writer: failingWriter }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ENGINE_EXTRACT_FAILED' });
    expect((error as Error).cause).toMatchObject({ message: 'No space left on device' });
    expect(log.ended).toBe(true);
    expect(await tableRows()).toEqual({ rows: 300 });
  });
});

/** The batches, with the `n`th (1-based) failing as a write to a full disk does. */
async function* failOnBatch(
  batches: AsyncIterable<readonly WarehouseRow[]>,
  n: number,
): AsyncGenerator<readonly WarehouseRow[]> {
  let i = 0;
  for await (const batch of batches) {
    if (++i === n) throw new Error('No space left on device');
    yield batch;
  }
}
