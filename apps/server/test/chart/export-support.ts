import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** One exported cell as read back: a number, a text, or empty. */
export type ReadCell = string | number | null;

/** The first sheet of an exported workbook, opened with exceljs: rows of cells, in order. */
export async function readXlsx(
  response: LightMyRequestResponse,
): Promise<{ sheetName: string; rows: ReadCell[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const rows: ReadCell[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells: ReadCell[] = [];
    for (let c = 1; c <= row.cellCount; c++) {
      const value = row.getCell(c).value;
      cells.push(typeof value === 'number' || typeof value === 'string' ? value : null);
    }
    rows.push(cells);
  }
  return { sheetName: sheet.name, rows };
}

/**
 * An exported CSV, parsed (RFC 4180: quoted fields with doubled quotes, CRLF lines): rows of
 * fields as texts. It must start with the UTF-8 BOM.
 */
export function readCsv(response: LightMyRequestResponse): string[][] {
  const bytes = response.rawPayload;
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  expect(field).toBe('');
  expect(row).toEqual([]);
  return rows;
}

/** The file name a Content-Disposition header gives (its UTF-8 `filename*`). */
export function attachmentName(response: LightMyRequestResponse): string {
  const header = String(response.headers['content-disposition'] ?? '');
  expect(header).toMatch(/^attachment; /);
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(header)?.[1];
  if (!encoded) throw new Error(`no filename* in ${header}`);
  return decodeURIComponent(encoded);
}
