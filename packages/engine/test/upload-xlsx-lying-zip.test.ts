// SECURITY D1: "a zip whose headers lie about its sizes". Workbooks are forged here whose zip
// headers (local and central alike) claim small parts that really inflate large, sheets whose
// row numbers lie, and XML that would make a parser hold gigabytes. Each is refused by the
// bound it crosses, having inflated and read no more than that bound (the reader reports what
// it inflated and read), and an import of it leaves no table and no rows behind (D2).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadWarehouse, XlsxLimits } from '../src/ingestion/index.js';
import {
  importUpload,
  inspectUpload,
  MAX_COMPRESSION_RATIO,
  openWarehouseWriter,
  XLSX_LIMITS,
} from '../src/ingestion/index.js';
import {
  deflateRepeated,
  sheetXml,
  writeRawWorkbook,
  type PackedPart,
} from './fixtures/upload/make-files.js';

const dir = mkdtempSync(join(tmpdir(), 'tessera-lying-zip-'));
const warehousePath = join(dir, 'warehouse.duckdb');
let warehouse: UploadWarehouse;
let fileNo = 0;
const staged = () => join(dir, `forged-${++fileNo}.xlsx`);

/** What the zip headers of every forged part claim. */
const CLAIMED = 4096;
/** One inflate chunk: how far past a bound the reader may get before it stops. */
const CHUNK = 64 * 1024;

const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>id</t></is></c></row>';
const SHEET_TAIL = '</sheetData></worksheet>';

/** A workbook whose one sheet is `part`, its headers claiming CLAIMED bytes. */
function forged(part: PackedPart, after?: Parameters<typeof writeRawWorkbook>[2]): string {
  const path = staged();
  writeRawWorkbook(
    path,
    [{ name: 'S', file: 'sheet1.xml', xml: part, declaredSize: CLAIMED }],
    after,
  );
  return path;
}

/** The error a promise rejects with (a test fails if it resolves). */
async function refusal(
  promise: Promise<unknown>,
): Promise<{ code: string; details: Record<string, number | string> }> {
  const error = await promise.then(
    () => expect.unreachable('the workbook was accepted'),
    (e: unknown) => e,
  );
  return error as { code: string; details: Record<string, number | string> };
}

const limits = (patch: Partial<XlsxLimits>): XlsxLimits => ({ ...XLSX_LIMITS, ...patch });

beforeAll(async () => {
  warehouse = { writer: await openWarehouseWriter(warehousePath), path: warehousePath };
});

afterAll(() => {
  warehouse?.writer.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a zip whose headers lie about its sizes (D1)', () => {
  it('stops a sheet claiming 4 KB at the compression-ratio bound, not after inflating it', async () => {
    // 24 MB of one repeated row deflates about 1000:1; the headers say 4 KB.
    const unit = '<row r="2"><c r="A2"><v>1</v></c></row>';
    const part = await deflateRepeated(
      SHEET_HEAD,
      unit,
      Math.ceil((24 * 1024 * 1024) / unit.length),
      SHEET_TAIL,
    );
    expect(part.size / part.packed.length).toBeGreaterThan(MAX_COMPRESSION_RATIO);
    const rssBefore = process.memoryUsage().rss;
    const error = await refusal(inspectUpload(forged(part), 'xlsx'));
    expect(error).toMatchObject({
      code: 'ENGINE_UPLOAD_TOO_LARGE',
      details: { bound: 'ratio', limit: MAX_COMPRESSION_RATIO },
    });
    // Stopped within a chunk of 200 × its compressed size, far short of its 24 MB.
    const bound = MAX_COMPRESSION_RATIO * part.packed.length;
    expect(error.details.inflatedBytes).toBeGreaterThan(bound);
    expect(error.details.inflatedBytes).toBeLessThan(bound + CHUNK + 8 * 1024);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
  });

  it('stops at the bound on what the workbook expands to, counting inflated bytes, not claimed ones', async () => {
    // Rows of varied numbers: compressed about 4:1, under the ratio bound; 6 MB claimed as 4 KB.
    const row = (i: number) =>
      `<row r="${i + 2}"><c r="A${i + 2}"><v>${(i * 7919) % 1_000_003}</v></c></row>`;
    const part = await deflateRepeated(SHEET_HEAD, row, 150_000, SHEET_TAIL);
    expect(part.size).toBeGreaterThan(6 * 1024 * 1024);
    const max = 2 * 1024 * 1024;
    const error = await refusal(
      inspectUpload(forged(part), 'xlsx', { xlsxLimits: limits({ maxUnzippedBytes: max }) }),
    );
    expect(error).toMatchObject({
      code: 'ENGINE_UPLOAD_TOO_LARGE',
      details: { bound: 'expanded', limit: max },
    });
    expect(error.details.inflatedBytes).toBeGreaterThan(max);
    expect(error.details.inflatedBytes).toBeLessThanOrEqual(max + CHUNK);
  });

  it('never inflates a part the sheet does not need, whatever size it hides', async () => {
    const big = await deflateRepeated('<x>', ' '.repeat(64 * 1024), 1600, '</x>'); // 100 MB
    const path = staged();
    writeRawWorkbook(path, [{ name: 'S', file: 'sheet1.xml', xml: sheetXml([['a'], [1]]) }], {
      after: [{ name: 'xl/media/big.xml', data: big, declaredSize: 1000 }],
    });
    const inspection = await inspectUpload(path, 'xlsx');
    expect(inspection.sample).toEqual([[1]]);
    // Read whole, a 100 MB part would cross the ratio bound: its refusal would name it.
    const tight = limits({ maxUnzippedBytes: 64 * 1024 });
    await expect(inspectUpload(path, 'xlsx', { xlsxLimits: tight })).resolves.toMatchObject({
      rows: 1,
    });
  });
});

describe('rows and columns are counted as they are read (D1)', () => {
  it('counts a row numbered 2 repeated over and over as that many rows', async () => {
    const unit = '<row r="2"><c r="A2"><v>7</v></c></row>';
    const part = await deflateRepeated(SHEET_HEAD, unit, 5_000, SHEET_TAIL);
    const error = await refusal(
      inspectUpload(forged(part), 'xlsx', { xlsxLimits: limits({ maxRows: 1_000 }) }),
    );
    expect(error).toMatchObject({
      code: 'ENGINE_UPLOAD_TOO_LARGE',
      details: { bound: 'rows', limit: 1_000, rowsRead: 1_001 },
    });
  });

  it('reads a sheet that jumps to row 1,048,576 as the two rows it has', async () => {
    const path = staged();
    const xml = `${SHEET_HEAD}<row r="1048576"><c r="A1048576"><v>5</v></c></row>${SHEET_TAIL}`;
    writeRawWorkbook(path, [{ name: 'S', file: 'sheet1.xml', xml }]);
    const inspection = await inspectUpload(path, 'xlsx');
    expect(inspection.rows).toBe(1);
    expect(inspection.sample).toEqual([[5]]);
  });

  it('refuses a row numbered past the last row a sheet can have', async () => {
    const path = staged();
    const xml = `${SHEET_HEAD}<row r="1048577"><c r="A1048577"><v>5</v></c></row>${SHEET_TAIL}`;
    writeRawWorkbook(path, [{ name: 'S', file: 'sheet1.xml', xml }]);
    await expect(inspectUpload(path, 'xlsx')).rejects.toMatchObject({
      code: 'ENGINE_UPLOAD_TOO_LARGE',
      details: { bound: 'rows', limit: 1_048_576, rowsRead: 2 },
    });
  });

  it('names the rows of repeated row numbers by their place in the sheet', async () => {
    const path = staged();
    const rows = '<row r="2"><c r="A2"><v>1</v></c></row>'.repeat(3);
    const stray = '<row r="2"><c r="A2"><v>1</v></c><c r="B2"><v>2</v></c></row>';
    writeRawWorkbook(path, [
      { name: 'S', file: 'sheet1.xml', xml: `${SHEET_HEAD}${rows}${stray}${SHEET_TAIL}` },
    ]);
    await expect(inspectUpload(path, 'xlsx')).rejects.toMatchObject({
      code: 'ENGINE_UPLOAD_FILE',
      details: { reason: 'value-right-of-titles', row: 5, column: 2 },
    });
  });

  it('bounds the header by the columns its values reach, not by what the sheet declares', async () => {
    const path = staged();
    // A dimension and a column range claiming the whole sheet cost nothing; 12 real titles count.
    const titles = Array.from({ length: 12 }, (_, i) => `t${i}`);
    const declared =
      '<dimension ref="A1:XFD1048576"/><cols><col min="1" max="2000000000" width="9"/></cols>';
    const xml = sheetXml([titles, titles.map((_, i) => i)]).replace(
      '<sheetData>',
      `${declared}<sheetData>`,
    );
    writeRawWorkbook(path, [{ name: 'S', file: 'sheet1.xml', xml }]);
    const rssBefore = process.memoryUsage().rss;
    await expect(inspectUpload(path, 'xlsx')).resolves.toMatchObject({ rows: 1 });
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
    await expect(
      inspectUpload(path, 'xlsx', { xlsxLimits: limits({ maxColumns: 10 }) }),
    ).rejects.toMatchObject({
      code: 'ENGINE_UPLOAD_TOO_LARGE',
      details: { bound: 'columns', limit: 10, rowsRead: 1 },
    });
  });
});

describe('shared strings are bounded as they are read (D1)', () => {
  it('counts millions of empty shared strings against the text bound', async () => {
    const strings = await deflateRepeated('<sst>', '<si><t></t></si>', 2_000_000, '</sst>');
    const path = staged();
    writeRawWorkbook(path, [{ name: 'S', file: 'sheet1.xml', xml: sheetXml([['a'], [1]]) }], {
      extra: [{ name: 'xl/sharedStrings.xml', data: strings, declaredSize: CLAIMED }],
    });
    const max = 1_000_000;
    await expect(
      inspectUpload(path, 'xlsx', { xlsxLimits: limits({ maxSharedStringChars: max }) }),
    ).rejects.toMatchObject({
      code: 'ENGINE_UPLOAD_TOO_LARGE',
      details: { bound: 'text', limit: max },
    });
  });
});

describe('XML that would make the parser hold gigabytes (D1)', () => {
  it('refuses elements nested past the bound before the parser stacks them', async () => {
    // Ten million open tags: 30 MB that saxes would hold as millions of objects (GBs).
    const part = await deflateRepeated(SHEET_HEAD, '<a>', 10_000_000, SHEET_TAIL);
    const rssBefore = process.memoryUsage().rss;
    const error = await refusal(inspectUpload(forged(part), 'xlsx'));
    expect(error).toMatchObject({
      code: 'ENGINE_UPLOAD_TOO_LARGE',
      details: { bound: 'nesting', limit: 64 },
    });
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
  });

  it.each([
    ['a text node', `<row r="2"><c r="A2" t="inlineStr"><is><t>`, 'x', `</t></is></c></row>`],
    ['whitespace between rows', '', ' ', ''],
    ['a comment', '<!--', '<a>', '-->'],
    ['an attribute', '<row r="2" x="', 'y', '"/>'],
  ])(
    'refuses %s longer than the bound before the parser holds it',
    async (_label, open, unit, close) => {
      const part = await deflateRepeated(
        `${SHEET_HEAD}${open}`,
        unit,
        200_000,
        `${close}${SHEET_TAIL}`,
      );
      const max = 64 * 1024;
      const error = await refusal(
        inspectUpload(forged(part), 'xlsx', { xlsxLimits: limits({ maxXmlRunBytes: max }) }),
      );
      expect(error).toMatchObject({
        code: 'ENGINE_UPLOAD_TOO_LARGE',
        details: { bound: 'value', limit: max },
      });
    },
  );

  it('reads quoted `>` in attributes, comments, CDATA and empty elements without miscounting', async () => {
    const path = staged();
    const xml = sheetXml([['a'], [1]])
      .replace('<sheetData>', '<!-- a > b <c> --><sheetPr codeName="x>y"/><sheetData>')
      .replace(
        '</worksheet>',
        '<extLst><ext uri="{x}"><![CDATA[<a><b>]]></ext></extLst></worksheet>',
      );
    writeRawWorkbook(path, [{ name: 'S', file: 'sheet1.xml', xml }]);
    await expect(
      inspectUpload(path, 'xlsx', { xlsxLimits: limits({ maxXmlDepth: 6 }) }),
    ).resolves.toMatchObject({ sample: [[1]] });
  });
});

describe('a refused workbook imports nothing (D2)', () => {
  it('leaves no new table, and an existing table exactly as it was', async () => {
    const unit = '<row r="2"><c r="A2"><v>1</v></c></row>';
    const part = await deflateRepeated(SHEET_HEAD, unit, 5_000, SHEET_TAIL);
    const bomb = forged(part);
    const columns = [{ name: 'id', deType: 2 as const }];
    const tight = limits({ maxRows: 1_000 });

    await expect(
      importUpload(warehouse, bomb, 'xlsx', {
        table: 'fresh',
        columns,
        mode: 'replace',
        xlsxLimits: tight,
      }),
    ).rejects.toMatchObject({ code: 'ENGINE_UPLOAD_TOO_LARGE', details: { bound: 'rows' } });
    expect(await warehouse.writer.tableExists('fresh')).toBe(false);

    const good = staged();
    writeRawWorkbook(good, [{ name: 'S', file: 'sheet1.xml', xml: sheetXml([['id'], [1], [2]]) }]);
    await importUpload(warehouse, good, 'xlsx', { table: 'kept', columns, mode: 'replace' });
    for (const mode of ['replace', 'append'] as const) {
      await expect(
        importUpload(warehouse, bomb, 'xlsx', { table: 'kept', columns, mode, xlsxLimits: tight }),
      ).rejects.toMatchObject({ code: 'ENGINE_UPLOAD_TOO_LARGE', details: { bound: 'rows' } });
      expect(await warehouse.writer.rowCount('kept')).toBe(2);
    }
  });
});
