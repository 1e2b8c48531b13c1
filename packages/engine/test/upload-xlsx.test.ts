// xlsx uploads (issue 7 part 2; SPEC §5 first sheet; SECURITY C3, D1, D2): read with exceljs's
// streaming reader, imported in batches through the warehouse writer on a real file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../src/index.js';
import type { UploadWarehouse } from '../src/ingestion/index.js';
import { DE_TYPE, DIALECTS } from '../src/index.js';
import { importUpload, inspectUpload, openWarehouseWriter } from '../src/ingestion/index.js';
import {
  sheetXml,
  writeRawWorkbook,
  writeWorkbook,
  writeZip,
} from './fixtures/upload/make-files.js';

const dir = mkdtempSync(join(tmpdir(), 'tessera-upload-xlsx-'));
const warehousePath = join(dir, 'warehouse.duckdb');
let warehouse: UploadWarehouse;
let driver: Driver;
let fileNo = 0;
const staged = () => join(dir, `staged-${++fileNo}.xlsx`);
const quote = (name: string) => DIALECTS.duckdb.compiler.quoteIdentifier(name);

async function rowsOf(table: string, columns: string[]): Promise<unknown[]> {
  const list = columns.map(quote).join(', ');
  const result = await driver.execute(`SELECT ${list} FROM ${quote(table)} ORDER BY 1`, []);
  return result.rows.map((row) => columns.map((c) => row[c]));
}

beforeAll(async () => {
  warehouse = { writer: await openWarehouseWriter(warehousePath), path: warehousePath };
  driver = DIALECTS.duckdb.createDriver({ path: warehousePath });
});

afterAll(async () => {
  await driver?.close();
  warehouse?.writer.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('inspecting an xlsx upload', () => {
  it('reads the first sheet of several, with cached formula results and formula-like text kept', async () => {
    const path = staged();
    await writeWorkbook(path, [
      {
        name: 'Sales',
        rows: [
          ['id', 'total', 'note', 'day', 'at'],
          [
            1,
            { formula: 'A2*10', result: 10 },
            '=HYPERLINK("x")',
            new Date(Date.UTC(2024, 0, 2)),
            new Date(Date.UTC(2024, 0, 2, 3, 4, 5)),
          ],
          [
            2,
            { formula: 'A3*10', result: 20 },
            '+1',
            new Date(Date.UTC(2024, 1, 29)),
            new Date(Date.UTC(2024, 1, 29)),
          ],
          [3, 30.5, '@me\t', null, new Date(Date.UTC(2024, 2, 1, 12))],
        ],
      },
      { name: 'Other', rows: [['x'], ['not this one']] },
    ]);
    const inspection = await inspectUpload(path, 'xlsx');
    expect(inspection.sheet).toBe('Sales');
    expect(inspection.rows).toBe(3);
    expect(inspection.columns.map((c) => [c.name, c.deType, c.warehouseType])).toEqual([
      ['id', DE_TYPE.number, 'BIGINT'],
      ['total', DE_TYPE.number, 'DOUBLE'],
      ['note', DE_TYPE.text, 'VARCHAR'],
      ['day', DE_TYPE.time, 'DATE'],
      ['at', DE_TYPE.time, 'TIMESTAMP'],
    ]);
    expect(inspection.sample).toEqual([
      [1, 10, '=HYPERLINK("x")', '2024-01-02', '2024-01-02 03:04:05'],
      [2, 20, '+1', '2024-02-29', '2024-02-29'],
      [3, 30.5, '@me\t', null, '2024-03-01 12:00:00'],
    ]);
  });

  it('takes the first sheet in workbook order even when the zip stores it last', async () => {
    const path = staged();
    writeRawWorkbook(
      path,
      [
        { name: 'Wanted', file: 'sheet2.xml', xml: sheetXml([['w'], ['yes']]) },
        { name: 'Decoy', file: 'sheet1.xml', xml: sheetXml([['d'], ['no']]) },
      ],
      { zipOrder: ['sheet1.xml', 'sheet2.xml'] },
    );
    const inspection = await inspectUpload(path, 'xlsx');
    expect(inspection.sheet).toBe('Wanted');
    expect(inspection.sample).toEqual([['yes']]);
  });

  it('reads the first sheet stored as the very last entry of the zip (exceljs 4.4 lost it)', async () => {
    const path = staged();
    writeRawWorkbook(
      path,
      [
        { name: 'Wanted', file: 'sheet2.xml', xml: sheetXml([['w'], ['yes']]) },
        { name: 'Decoy', file: 'sheet1.xml', xml: sheetXml([['d'], ['no']]) },
      ],
      { zipOrder: ['sheet1.xml', 'sheet2.xml'], after: [] },
    );
    const inspection = await inspectUpload(path, 'xlsx');
    expect(inspection.sheet).toBe('Wanted');
    expect(inspection.sample).toEqual([['yes']]);
  });

  it('refuses a workbook whose first sheet is missing rather than reading another', async () => {
    const path = staged();
    writeRawWorkbook(
      path,
      [
        { name: 'Wanted', file: 'sheet2.xml', xml: sheetXml([['w'], ['yes']]) },
        { name: 'Decoy', file: 'sheet1.xml', xml: sheetXml([['d'], ['no']]) },
      ],
      { zipOrder: ['sheet1.xml'] },
    );
    await expect(inspectUpload(path, 'xlsx')).rejects.toMatchObject({
      code: 'ENGINE_UPLOAD_FILE',
      details: { reason: 'sheet-missing' },
    });
  });

  it('names empty and repeated titles and keeps odd ones exactly (C3)', async () => {
    const path = staged();
    await writeWorkbook(path, [
      {
        name: 'S',
        rows: [
          ['a', null, 'a', 'x"y`]; \nz'],
          [1, 2, 3, 4],
        ],
      },
    ]);
    const inspection = await inspectUpload(path, 'xlsx');
    expect(inspection.columns.map((c) => c.name)).toEqual(['a', 'column_2', 'a_2', 'x"y`]; \nz']);
  });
});

describe('hostile workbooks (D1)', () => {
  const workbookParts = (sheet: string) => [
    { name: '[Content_Types].xml', data: '<Types/>' },
    { name: 'xl/workbook.xml', data: '<workbook/>' },
    { name: 'xl/worksheets/sheet1.xml', data: sheet },
  ];

  it('refuses a zip that declares more unpacked bytes than allowed, before inflating', async () => {
    const path = staged();
    writeZip(path, [
      ...workbookParts('<worksheet/>'),
      { name: 'xl/sharedStrings.xml', data: 'x', declaredSize: 0xfffffff0 },
    ]);
    await expect(inspectUpload(path, 'xlsx')).rejects.toMatchObject({
      code: 'ENGINE_UPLOAD_TOO_LARGE',
      details: { bound: 'expanded', limit: 1024 ** 3 },
    });
  });

  it('refuses a part compressed like a bomb', async () => {
    const path = staged();
    writeZip(path, [
      ...workbookParts('<worksheet/>'),
      { name: 'xl/big.xml', data: Buffer.alloc(2 * 1024 * 1024) },
    ]);
    await expect(inspectUpload(path, 'xlsx')).rejects.toMatchObject({
      code: 'ENGINE_UPLOAD_TOO_LARGE',
      details: { bound: 'ratio', limit: 200 },
    });
  });

  it('reads a sheet with an absurd merged range without allocating it', async () => {
    const path = staged();
    const merge = '<mergeCells count="1"><mergeCell ref="A1:XFD1048576"/></mergeCells>';
    writeRawWorkbook(path, [{ name: 'S', file: 'sheet1.xml', xml: sheetXml([['a'], [1]], merge) }]);
    const rssBefore = process.memoryUsage().rss;
    const inspection = await inspectUpload(path, 'xlsx');
    expect(inspection.sample).toEqual([[1]]);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
  });

  it('never resolves an external entity', async () => {
    const path = staged();
    const doctype = '<!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>';
    writeRawWorkbook(path, [
      { name: 'S', file: 'sheet1.xml', xml: sheetXml([['a'], ['&xxe;']], '', doctype) },
    ]);
    const outcome = await inspectUpload(path, 'xlsx').then(
      (inspection) => JSON.stringify(inspection),
      (error: unknown) => error,
    );
    expect(String(JSON.stringify(outcome))).not.toContain('root:');
    expect(outcome).toMatchObject({ code: 'ENGINE_UPLOAD_FILE' });
  });

  it('refuses a title row wider than the column limit', async () => {
    const path = staged();
    const wide = Array.from({ length: 1001 }, (_, i) => `c${i}`);
    await writeWorkbook(path, [{ name: 'S', rows: [wide, wide.map((_, i) => i)] }]);
    await expect(inspectUpload(path, 'xlsx')).rejects.toMatchObject({
      code: 'ENGINE_UPLOAD_TOO_LARGE',
      details: { bound: 'columns', limit: 1000, rowsRead: 1 },
    });
  });

  it('names the row of a value right of the last titled column', async () => {
    const path = staged();
    await writeWorkbook(path, [
      {
        name: 'S',
        rows: [
          ['a', 'b'],
          [1, 2],
          [3, 4, 'stray'],
        ],
      },
    ]);
    await expect(inspectUpload(path, 'xlsx')).rejects.toMatchObject({
      code: 'ENGINE_UPLOAD_FILE',
      details: { reason: 'value-right-of-titles', row: 3, column: 3 },
    });
  });
});

describe('importing an xlsx upload', () => {
  it('imports in batches, appends, and names the row and column of a bad cell without changing the table (D2)', async () => {
    const rows: unknown[][] = [['id', 'name', 'when']];
    for (let i = 1; i <= 12_000; i++)
      rows.push([i, `name ${i}`, new Date(Date.UTC(2024, 0, 1 + (i % 300)))]);
    const path = staged();
    await writeWorkbook(path, [{ name: 'Data', rows }]);
    const inspection = await inspectUpload(path, 'xlsx');
    const progress: number[] = [];
    const imported = await importUpload(warehouse, path, 'xlsx', {
      table: 'people',
      columns: inspection.columns,
      mode: 'replace',
      onProgress: (n) => progress.push(n),
    });
    expect(imported).toBe(12_000);
    expect(progress).toEqual([10_000, 12_000]);

    const more = staged();
    await writeWorkbook(more, [
      {
        name: 'Data',
        rows: [
          ['when', 'id', 'name'],
          [new Date(Date.UTC(2025, 0, 1)), 0, '=1+1'],
        ],
      },
    ]);
    expect(
      await importUpload(warehouse, more, 'xlsx', {
        table: 'people',
        columns: (await inspectUpload(more, 'xlsx')).columns,
        mode: 'append',
      }),
    ).toBe(1);
    expect(await rowsOf('people', ['id', 'name', 'when'])).toContainEqual([
      '0',
      '=1+1',
      '2025-01-01',
    ]);
    expect(await warehouse.writer.rowCount('people')).toBe(12_001);

    const bad = staged();
    await writeWorkbook(bad, [
      {
        name: 'Data',
        rows: [
          ['id', 'name', 'when'],
          [1, 'a', new Date()],
          [2, 'b', 'soon'],
        ],
      },
    ]);
    await expect(
      importUpload(warehouse, bad, 'xlsx', {
        table: 'people',
        columns: (await inspectUpload(bad, 'xlsx')).columns.map((c) => ({
          ...c,
          deType: c.name === 'when' ? DE_TYPE.time : c.deType,
        })),
        mode: 'replace',
      }),
    ).rejects.toMatchObject({
      code: 'ENGINE_UPLOAD_INVALID',
      details: { row: 3, column: 'when', reason: 'not-time' },
    });
    expect(await warehouse.writer.rowCount('people')).toBe(12_001);
  });

  it('stores odd column names that the driver then reads back with the dialect quoting (C3)', async () => {
    const names = ['say "hi"', 'back`tick', 'close]', 'semi;colon', 'line\nbreak'];
    const path = staged();
    await writeWorkbook(path, [{ name: 'S', rows: [names, ['a', 'b', 'c', 'd', 'e']] }]);
    await importUpload(warehouse, path, 'xlsx', {
      table: 'odd',
      columns: (await inspectUpload(path, 'xlsx')).columns,
      mode: 'replace',
    });
    expect(await rowsOf('odd', names)).toEqual([['a', 'b', 'c', 'd', 'e']]);
  });
});
