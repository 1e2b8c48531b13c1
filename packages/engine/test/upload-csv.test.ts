// CSV uploads (issue 7 part 2; SECURITY C3, D2, D3, D4): read by the streaming reader for the
// preview and by DuckDB's own CSV reader for the import, on a real warehouse file.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Driver } from '../src/index.js';
import type { ImportColumn, UploadWarehouse } from '../src/ingestion/index.js';
import { configureWarehouseUploads, DE_TYPE, DIALECTS } from '../src/index.js';
import { importUpload, inspectUpload, openWarehouseWriter } from '../src/ingestion/index.js';

const root = mkdtempSync(join(tmpdir(), 'tessera-upload-csv-'));
const uploads = join(root, 'uploads');
const warehousePath = join(root, 'warehouse', 'warehouse.duckdb');
let warehouse: UploadWarehouse;
let driver: Driver;
let fileNo = 0;

/** A staged upload under a server-made name, as the route will write it. */
function stage(content: string | Buffer): string {
  const path = join(uploads, `staged-${++fileNo}.csv`);
  writeFileSync(path, content);
  return path;
}

const quote = (name: string) => DIALECTS.duckdb.compiler.quoteIdentifier(name);

async function rowsOf(table: string, columns: string[]): Promise<unknown[]> {
  const list = columns.map(quote).join(', ');
  const result = await driver.execute(`SELECT ${list} FROM ${quote(table)} ORDER BY 1`, []);
  return result.rows.map((row) => columns.map((c) => row[c]));
}

beforeAll(async () => {
  mkdirSync(uploads);
  configureWarehouseUploads(uploads);
  warehouse = { writer: await openWarehouseWriter(warehousePath), path: warehousePath };
  driver = DIALECTS.duckdb.createDriver({ path: warehousePath });
});

afterAll(async () => {
  await driver?.close();
  warehouse?.writer.close();
  configureWarehouseUploads(null);
  rmSync(root, { recursive: true, force: true });
});

describe('inspecting a CSV upload', () => {
  it('infers BIGINT, DOUBLE, DATE, TIMESTAMP and text from every row, mixed columns as text', async () => {
    const lines = ['int,dec,day,stamp,mixed,zip,empty,dates_and_times,num_and_date'];
    for (let i = 0; i < 300; i++)
      lines.push(
        [
          i - 5,
          `${i}.25`,
          `2024-01-${String((i % 28) + 1).padStart(2, '0')}`,
          `2024-02-03 04:05:${String(i % 60).padStart(2, '0')}`,
          i === 250 ? 'n/a' : String(i), // the odd cell sits past the 100-row preview
          '00501',
          '',
          i % 2 ? '2024-03-04' : '2024-03-04T05:06:07',
          i % 2 ? '7' : '2024-03-04',
        ].join(','),
      );
    const inspection = await inspectUpload(stage(lines.join('\n') + '\n'), 'csv');
    expect(inspection.rows).toBe(300);
    expect(inspection.sample).toHaveLength(100);
    expect(inspection.columns.map((c) => [c.name, c.deType, c.warehouseType])).toEqual([
      ['int', DE_TYPE.number, 'BIGINT'],
      ['dec', DE_TYPE.number, 'DOUBLE'],
      ['day', DE_TYPE.time, 'DATE'],
      ['stamp', DE_TYPE.time, 'TIMESTAMP'],
      ['mixed', DE_TYPE.text, 'VARCHAR'],
      ['zip', DE_TYPE.text, 'VARCHAR'],
      ['empty', DE_TYPE.text, 'VARCHAR'],
      ['dates_and_times', DE_TYPE.time, 'TIMESTAMP'],
      ['num_and_date', DE_TYPE.text, 'VARCHAR'],
    ]);
  });

  it('names empty headers column_N and repeated ones name_2, name_3, keeping odd names exactly', async () => {
    const odd = 'we"ird`]; \nname';
    const csv = `\ufeffa,,a,"${odd.replaceAll('"', '""')}",A,a\n1,2,3,4,5,6\n`;
    const inspection = await inspectUpload(stage(csv), 'csv');
    expect(inspection.columns.map((c) => c.name)).toEqual([
      'a',
      'column_2',
      'a_2',
      odd,
      'A_3',
      'a_4',
    ]);
  });

  it('reads semicolon files, CRLF line ends and quoted line breaks', async () => {
    const csv = 'id;note\r\n1;"two\r\nlines; one quote "" here"\r\n2;plain\r\n';
    const inspection = await inspectUpload(stage(csv), 'csv');
    expect(inspection.sample).toEqual([
      ['1', 'two\r\nlines; one quote " here'],
      ['2', 'plain'],
    ]);
  });

  it.each([
    ['unbalanced quotes', 'a,b\n1,2\n3,"open\n4,5\n', 3, { reason: 'quote-unclosed' }],
    ['a ragged row', 'a,b\n1,2\n\n3\n4,5\n', 4, { reason: 'ragged-row', values: 1, columns: 2 }],
    ['text after a closing quote', 'a,b\n1,2\n3,"x"y\n', 3, { reason: 'text-after-quote' }],
    [
      'GBK bytes',
      Buffer.concat([
        Buffer.from('a,b\n1,2\n3,'),
        Buffer.from([0xd6, 0xd0, 0xce, 0xc4]),
        Buffer.from('\n'),
      ]),
      3,
      { reason: 'not-utf8' },
    ],
  ])('refuses %s with an error naming the row', async (_label, content, row, why) => {
    await expect(inspectUpload(stage(content), 'csv')).rejects.toMatchObject({
      code: 'ENGINE_UPLOAD_FILE',
      details: { row, ...why },
    });
  });

  it('refuses an empty file', async () => {
    await expect(inspectUpload(stage(''), 'csv')).rejects.toMatchObject({
      code: 'ENGINE_UPLOAD_FILE',
    });
  });
});

describe('importing a CSV upload', () => {
  const columns = (inspected: { name: string; deType: 0 | 1 | 2; warehouseType: string }[]) =>
    inspected as ImportColumn[];

  it('stores odd column names and formula-like text exactly, queryable with the dialect quoting (C3)', async () => {
    const names = ['say "hi"', 'back`tick', 'close]', 'semi;colon', 'line\nbreak', 'id'];
    const header = names.map((n) => `"${n.replaceAll('"', '""')}"`).join(',');
    const csv = `${header}\n=1+2,+3,-4 x,@SUM(A1),"\tTab","2"\n"\rCR",b,c,d,e,1\n`;
    const path = stage(csv);
    const inspection = await inspectUpload(path, 'csv');
    expect(inspection.columns.map((c) => c.name)).toEqual(names);
    const rows = await importUpload(warehouse, path, 'csv', {
      table: 'odd_names',
      columns: columns(inspection.columns),
      mode: 'replace',
    });
    expect(rows).toBe(2);
    expect(await rowsOf('odd_names', names)).toEqual([
      ['\rCR', 'b', 'c', 'd', 'e', '1'],
      ['=1+2', '+3', '-4 x', '@SUM(A1)', '\tTab', '2'],
    ]);
  });

  it('imports with the types the user chose and appends rows with the same columns', async () => {
    const first = stage('id,amount,day\n1,2.5,2024-01-02\n2,3,2024-01-03\n');
    const inspection = await inspectUpload(first, 'csv');
    await importUpload(warehouse, first, 'csv', {
      table: 'sales',
      columns: columns(inspection.columns),
      mode: 'replace',
    });
    // The user turned the id into text; the append's column order differs from the table's.
    const second = stage('day,id,amount\n2024-01-04,3,4\n');
    const appended = await importUpload(warehouse, second, 'csv', {
      table: 'sales',
      columns: [
        { name: 'day', deType: DE_TYPE.time },
        { name: 'id', deType: DE_TYPE.text },
        { name: 'amount', deType: DE_TYPE.number },
      ],
      mode: 'append',
    });
    expect(appended).toBe(1);
    expect(await rowsOf('sales', ['id', 'amount', 'day'])).toEqual([
      ['1', 2.5, '2024-01-02'],
      ['2', 3, '2024-01-03'],
      ['3', 4, '2024-01-04'],
    ]);
    const replaced = stage('id,amount,day\n9,1,2024-05-06\n');
    await importUpload(warehouse, replaced, 'csv', {
      table: 'sales',
      columns: columns((await inspectUpload(replaced, 'csv')).columns),
      mode: 'replace',
    });
    expect(await rowsOf('sales', ['id'])).toEqual([['9']]);
  });

  it('refuses an append whose columns differ from the table, naming the differences', async () => {
    const path = stage('id,amount,colour\n1,2,red\n');
    await expect(
      importUpload(warehouse, path, 'csv', {
        table: 'sales',
        columns: columns((await inspectUpload(path, 'csv')).columns),
        mode: 'append',
      }),
    ).rejects.toMatchObject({
      code: 'ENGINE_UPLOAD_COLUMNS',
      details: { missing: ['day'], extra: ['colour'] },
    });
  });

  it('names the row and column of a cell that does not fit, and leaves the table as it was (D2)', async () => {
    const lines = ['id,amount'];
    for (let i = 0; i < 5000; i++) lines.push(`${i},${i}`);
    lines.push('5000,"twelve"');
    const path = stage(lines.join('\n') + '\n');
    const before = await rowsOf('sales', ['id']);
    await expect(
      importUpload(warehouse, path, 'csv', {
        table: 'sales',
        columns: [
          { name: 'id', deType: DE_TYPE.number },
          { name: 'amount', deType: DE_TYPE.number },
        ],
        mode: 'replace',
      }),
    ).rejects.toMatchObject({
      code: 'ENGINE_UPLOAD_INVALID',
      details: { row: 5002, column: 'amount', reason: 'not-number' },
    });
    expect(await rowsOf('sales', ['id'])).toEqual(before);
    // A new table that fails is not created at all.
    await expect(
      importUpload(warehouse, path, 'csv', {
        table: 'never_made',
        columns: [
          { name: 'id', deType: DE_TYPE.number },
          { name: 'amount', deType: DE_TYPE.time },
        ],
        mode: 'replace',
      }),
    ).rejects.toMatchObject({
      code: 'ENGINE_UPLOAD_INVALID',
      details: { row: 2, column: 'amount' },
    });
    expect(await warehouse.writer.tableExists('never_made')).toBe(false);
  });

  it('imports a CRLF file whose header has a line break inside quotes', async () => {
    const path = stage('id,"two\nlines"\r\n1,a\r\n2,b\r\n');
    const inspection = await inspectUpload(path, 'csv');
    const rows = await importUpload(warehouse, path, 'csv', {
      table: 'header_break',
      columns: columns(inspection.columns),
      mode: 'replace',
    });
    expect(rows).toBe(2);
    expect(await rowsOf('header_break', ['id', 'two\nlines'])).toEqual([
      ['1', 'a'],
      ['2', 'b'],
    ]);
  });

  it('takes server paths only: a path leading out of the uploads directory is refused (D4)', async () => {
    const outside = join(root, 'outside.csv');
    writeFileSync(outside, 'a\n1\n');
    for (const path of [outside, join(uploads, '..', 'outside.csv')])
      await expect(
        importUpload(warehouse, path, 'csv', {
          table: 'escaped',
          columns: [{ name: 'a', deType: DE_TYPE.number }],
          mode: 'replace',
        }),
      ).rejects.toMatchObject({ code: 'ENGINE_INVALID_CONFIG' });
    expect(await warehouse.writer.tableExists('escaped')).toBe(false);
  });

  it('leaves the query driver unable to read files outside the uploads directory', async () => {
    await expect(driver.execute("SELECT * FROM read_csv('/etc/passwd')", [])).rejects.toMatchObject(
      {
        code: expect.stringMatching(/^ENGINE_(QUERY_FAILED|STATEMENT_REFUSED)$/),
      },
    );
  });
});
