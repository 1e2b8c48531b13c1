// The warehouse writer's column-wise path (data chunks, chunk-append.ts): every kind of cell an
// upload or an extract hands over reads back from the warehouse exactly, whichever chunk it
// lands in, and plain decimal text scaled in JavaScript gives what DuckDB's own cast gives.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuckDBConnection } from '@duckdb/node-api';
import { DuckDBInstance, listValue } from '@duckdb/node-api';
import type { Driver } from '../src/index.js';
import type { WarehouseColumn, WarehouseRow, WarehouseWriter } from '../src/ingestion/index.js';
import { DIALECTS } from '../src/index.js';
import { openWarehouseWriter } from '../src/ingestion/index.js';

const dir = mkdtempSync(join(tmpdir(), 'tessera-writer-cells-'));
const path = join(dir, 'warehouse.duckdb');

const TEXT = `He said "hi"; it's\na new line\tand a tab 🎉 ✓ 中文 \\ ' ""`;

const COLUMNS: WarehouseColumn[] = [
  { name: 'id', type: 'BIGINT' },
  { name: 'big', type: 'BIGINT' },
  { name: 'amount', type: 'DECIMAL(38,10)' },
  { name: 'price', type: 'DECIMAL(12,2)' },
  { name: 'ratio', type: 'DOUBLE' },
  { name: 'day', type: 'DATE' },
  { name: 'at', type: 'TIMESTAMP' },
  { name: 'ok', type: 'BOOLEAN' },
  { name: 'label', type: 'VARCHAR' },
];

/** One row of each shape, and what the warehouse reads back for it. */
const CASES: { row: WarehouseRow; back: Record<string, unknown> }[] = [
  {
    row: [
      1,
      9007199254740993n,
      '12345678901234567890123456.1234567891',
      '1234.56',
      0.1,
      '2024-02-29',
      '2024-02-29 23:59:59.123456',
      true,
      TEXT,
    ],
    back: {
      id: '1',
      big: '9007199254740993',
      amount: '12345678901234567890123456.1234567891',
      price: '1234.56',
      ratio: 0.1,
      day: '2024-02-29',
      at: '2024-02-29 23:59:59.123456',
      ok: true,
      label: TEXT,
    },
  },
  {
    row: [
      2,
      -9223372036854775808n,
      '-0.00000000005',
      '-0.005',
      -1.5e300,
      '1970-01-01',
      '1999-12-31 00:00:00.000001',
      false,
      '',
    ],
    back: {
      id: '2',
      big: '-9223372036854775808',
      // Rounded half away from zero, as DuckDB rounds text.
      amount: '-0.0000000001',
      price: '-0.01',
      ratio: -1.5e300,
      day: '1970-01-01',
      at: '1999-12-31 00:00:00.000001',
      ok: false,
      label: '',
    },
  },
  {
    row: [3, null, null, null, null, null, null, null, null],
    back: {
      id: '3',
      big: null,
      amount: null,
      price: null,
      ratio: null,
      day: null,
      at: null,
      ok: null,
      label: null,
    },
  },
  {
    // Other kinds than the rows around them: numbers and booleans as text in typed columns,
    // text forms DuckDB's cast reads, and non-text cells in a text column.
    row: [
      '4',
      '9223372036854775807',
      3.5,
      2.675,
      '1e3',
      '2024-2-9',
      '2024-06-01T12:00:00Z',
      't',
      12.5,
    ],
    back: {
      id: '4',
      big: '9223372036854775807',
      amount: '3.5000000000',
      // Cast from the double, as the cell-by-cell appender did.
      price: '2.68',
      ratio: 1000,
      day: '2024-02-09',
      at: '2024-06-01 12:00:00',
      ok: true,
      label: '12.5',
    },
  },
  {
    row: [5n, 2.5, 7n, ' 1.5 ', '-2.5e-3', '0044-03-15 (BC)', '2024-06-01', 1, true],
    back: {
      id: '5',
      // A double cast to BIGINT rounds half to even (the text '2.5' would give 3).
      big: '2',
      amount: '7.0000000000',
      price: '1.50',
      ratio: -0.0025,
      day: '0044-03-15 (BC)',
      at: '2024-06-01 00:00:00',
      ok: true,
      label: 'true',
    },
  },
];

/**
 * `count` rows cycling through CASES, in batches of `size`: many chunks, with the shapes (and
 * their NULLs) landing in different positions of reused chunks.
 */
async function* cycled(count: number, size: number): AsyncGenerator<WarehouseRow[]> {
  for (let start = 0; start < count; start += size) {
    const batch: WarehouseRow[] = [];
    for (let i = start; i < Math.min(count, start + size); i++) {
      const row = [...CASES[i % CASES.length]!.row];
      row[0] = i;
      batch.push(row);
    }
    yield batch;
  }
}

describe('the warehouse writer, cell by cell', () => {
  let writer: WarehouseWriter;
  let driver: Driver;
  /** A separate in-memory DuckDB, to ask what DuckDB's own cast makes of a text. */
  let reference: DuckDBConnection;
  beforeAll(async () => {
    writer = await openWarehouseWriter(path);
    driver = DIALECTS.duckdb.createDriver({ path, connections: 1 });
    reference = await (await DuckDBInstance.create(':memory:')).connect();
  });
  afterAll(async () => {
    reference?.closeSync();
    writer?.close();
    await driver?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads back every kind of cell exactly as it was written', async () => {
    async function* once(): AsyncGenerator<WarehouseRow[]> {
      yield CASES.map((c) => c.row);
    }
    expect(await writer.replaceTableFromRows('cells', COLUMNS, once())).toBe(CASES.length);
    const { rows, columns } = await driver.execute('SELECT * FROM cells ORDER BY id', []);
    expect(rows).toEqual(CASES.map((c) => c.back));
    expect(columns.map((c) => c.nativeType)).toEqual(COLUMNS.map((c) => c.type));
  });

  it('keeps every cell in its row across many chunks and batches of uneven sizes', async () => {
    const count = 12_345;
    expect(await writer.replaceTableFromRows('cycled', COLUMNS, cycled(count, 3_001))).toBe(count);
    const { rows } = await driver.execute('SELECT * FROM cycled ORDER BY id', []);
    expect(rows).toHaveLength(count);
    rows.forEach((row, i) => {
      expect(row).toEqual({ ...CASES[i % CASES.length]!.back, id: String(i) });
    });
    // Appending goes the same way.
    expect(await writer.appendRows('cycled', COLUMNS, cycled(100, 7))).toBe(count + 100);
  });

  /**
   * Writes `texts` into a column of `type` and expects what DuckDB's own cast makes of each
   * (asked of a separate in-memory DuckDB); a text DuckDB refuses fails the write.
   */
  async function expectDuckDBCast(type: WarehouseColumn['type'], texts: string[]) {
    const reader = await reference.runAndReadAll(
      `SELECT TRY_CAST(t AS ${type})::VARCHAR AS v FROM unnest($1::VARCHAR[]) WITH ORDINALITY AS u(t, n) ORDER BY n`,
      [listValue(texts)],
    );
    const expected = reader.getRowObjectsJson().map((r) => r.v ?? null);
    const accepted = texts.filter((_, i) => expected[i] !== null);
    const refused = texts.filter((_, i) => expected[i] === null);
    async function* rows(cells: string[]): AsyncGenerator<WarehouseRow[]> {
      yield cells.map((t, i) => [i, t]);
    }
    const columns: WarehouseColumn[] = [
      { name: 'n', type: 'BIGINT' },
      { name: 'v', type },
    ];
    await writer.replaceTableFromRows('casts', columns, rows(accepted));
    const back = await driver.execute('SELECT v::VARCHAR AS v FROM casts ORDER BY n', []);
    expect(back.rows.map((r) => r.v)).toEqual(expected.filter((v) => v !== null));
    expect(refused.length).toBeGreaterThan(0);
    for (const text of refused.slice(0, 5)) {
      await expect(
        writer.replaceTableFromRows('casts', columns, rows([...accepted.slice(0, 3_000), text])),
      ).rejects.toBeTruthy();
    }
    expect(await writer.rowCount('casts')).toBe(accepted.length);
  }

  const randomDigits = (n: number) =>
    Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

  it('scales plain decimal text exactly as DuckDB casts it, and refuses what DuckDB refuses', async () => {
    const texts = [
      '0',
      '-0',
      '00012.50',
      '1.005',
      '1.0049999',
      '-99.994',
      '99.995',
      '-99.995',
      '0.5',
      '9999999999.994',
      '12345678901234567890123456789.5',
      '1234567890123456789012345678',
    ];
    // Random plain decimals of every length, with more fraction digits than the columns keep.
    for (let i = 0; i < 2_000; i++)
      texts.push(`${i % 2 ? '-' : ''}${randomDigits(1 + (i % 30))}.${randomDigits(1 + (i % 14))}`);
    for (const type of [
      'DECIMAL(38,10)',
      'DECIMAL(18,4)',
      'DECIMAL(12,2)',
      'DECIMAL(4,2)',
      'DECIMAL(1,0)',
    ] as const)
      await expectDuckDBCast(type, texts);
  });

  it('reads date and timestamp text exactly as DuckDB casts it, chunk by chunk', async () => {
    const dates = [
      '2024-02-29',
      '2023-02-29',
      '1900-02-29',
      '2000-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '0099-01-01',
      '0100-03-01',
      '9999-12-31',
      '1969-12-31',
      '2024-2-9',
      '20240229',
    ];
    const times = [
      '00:00:00',
      '23:59:59.999999',
      '24:00:00',
      '12:60:00',
      '12:00:60',
      '12:00:00.1',
      '12:00:00.1234567',
      '12:00:00.',
      '12:00',
    ];
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    for (let i = 0; i < 3_000; i++) {
      const year = 1 + Math.floor(Math.random() * 9999);
      const month = 1 + Math.floor(Math.random() * 12);
      const day = 1 + Math.floor(Math.random() * 31);
      dates.push(`${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`);
      const clock = `${pad(Math.floor(Math.random() * 24), 2)}:${pad(Math.floor(Math.random() * 60), 2)}:${pad(Math.floor(Math.random() * 60), 2)}`;
      times.push(i % 3 ? `${clock}.${randomDigits(1 + (i % 6))}` : clock);
    }
    await expectDuckDBCast('DATE', dates);
    await expectDuckDBCast(
      'TIMESTAMP',
      dates.map((date, i) => `${date} ${times[i % times.length]!}`),
    );
  });

  it('shows readers the table as it was until an append commits, then every appended row', async () => {
    await writer.replaceTableFromRows('growing', COLUMNS, cycled(100, 50));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sent = false;
    async function* slow(): AsyncGenerator<WarehouseRow[]> {
      yield* cycled(3_000, 1_000);
      sent = true;
      await held;
      yield* cycled(10, 10);
    }
    const appending = writer.appendRows('growing', COLUMNS, slow());
    await expect.poll(() => sent).toBe(true);
    const during = await driver.execute('SELECT count(*) AS n FROM growing', []);
    expect(during.rows).toEqual([{ n: '100' }]);
    release();
    expect(await appending).toBe(3_110);
    const after = await driver.execute('SELECT count(*) AS n FROM growing', []);
    expect(after.rows).toEqual([{ n: '3110' }]);
  });
});
