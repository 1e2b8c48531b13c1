import { describe, expect, it } from 'vitest';
import { attachmentHeader, fileNameOf } from './attachment.js';
import { exportCell, neutralised } from './cells.js';
import { sheetNameOf } from './xlsx-writer.js';

describe('export cells (SECURITY D6)', () => {
  it('puts a single quote before a text a spreadsheet would read as a formula', () => {
    for (const text of ['=1+2', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("x")'])
      expect(neutralised(text)).toBe(`'${text}`);
    for (const text of ['', 'a=1', ' =1', "'=1", '浙江省', '1-2'])
      expect(neutralised(text)).toBe(text);
  });

  it('keeps numbers (negative ones too) and empties as they are', () => {
    expect(exportCell(-12.5)).toBe(-12.5);
    expect(exportCell(0)).toBe(0);
    expect(exportCell(null)).toBeNull();
    expect(exportCell(undefined)).toBeNull();
    expect(exportCell('-12.5')).toBe("'-12.5");
  });
});

describe('export file names', () => {
  it('keeps any script, replaces what no file name holds, never empty', () => {
    expect(fileNameOf('销售/明细: "A"', 'csv')).toBe('销售_明细_ _A_.csv');
    expect(fileNameOf('  ..\u0000 ', 'xlsx')).toBe('_.xlsx');
    expect(fileNameOf('', 'xlsx')).toBe('chart.xlsx');
  });

  it('gives an ASCII name and the exact one in UTF-8 (RFC 5987)', () => {
    expect(attachmentHeader("销售 (it's) 100%.xlsx")).toBe(
      'attachment; filename="__ (it\'s) 100%.xlsx"; ' +
        "filename*=UTF-8''%E9%94%80%E5%94%AE%20%28it%27s%29%20100%25.xlsx",
    );
  });

  it('names a sheet within Excel’s rules', () => {
    expect(sheetNameOf('a[b]:c/d\\e?f*g')).toBe('a_b__c_d_e_f_g');
    expect(sheetNameOf("'quoted'")).toBe('quoted');
    expect(sheetNameOf('x'.repeat(40))).toHaveLength(31);
    expect(sheetNameOf('  ')).toBe('Sheet1');
  });
});
