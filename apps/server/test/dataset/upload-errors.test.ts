// Every bound an upload can cross has its own code and a message in each language naming the
// bound (SECURITY D1): the engine's refusal as the server answers it. The bounds reached over
// HTTP with forged files are in upload-bounds.test.ts; these are the ones a test file would
// take a million rows or 64 M characters to reach.
import type { Language } from '@tessera/contracts';
import { EngineError } from '@tessera/engine';
import {
  MAX_COMPRESSION_RATIO,
  MAX_CSV_RECORD_BYTES,
  MAX_SHARED_STRING_CHARS,
  MAX_SHEET_ROWS,
  MAX_UNZIPPED_BYTES,
  MAX_UPLOAD_COLUMNS,
  MAX_ZIP_ENTRIES,
  XLSX_LIMITS,
  type UploadBound,
} from '@tessera/engine/ingestion';
import { describe, expect, it } from 'vitest';
import { uploadError } from '../../src/dataset/upload-errors.js';
import { AppError } from '../../src/http/app-error.js';
import { localiseError } from '../../src/http/localise.js';

const refusal = (bound: UploadBound, limit: number) =>
  new EngineError('ENGINE_UPLOAD_TOO_LARGE', 'too large', { bound, limit });

function answered(error: EngineError): { status: number; code: string } & Record<Language, string> {
  const answer = uploadError(error);
  if (!(answer instanceof AppError)) throw new Error('not mapped');
  return {
    status: answer.status,
    code: answer.code,
    en: localiseError(answer, 'en'),
    'zh-CN': localiseError(answer, 'zh-CN'),
    'zh-TW': localiseError(answer, 'zh-TW'),
  };
}

describe('upload refusals name their bound in the caller language (D1)', () => {
  it.each([
    [
      'expanded',
      MAX_UNZIPPED_BYTES,
      'DATASET_UPLOAD_EXPANDS_TOO_LARGE',
      'The workbook expands to more than 1024 MB',
      '工作簿解压后超过 1024 MB',
      '活頁簿解壓縮後超過 1024 MB',
    ],
    [
      'ratio',
      MAX_COMPRESSION_RATIO,
      'DATASET_UPLOAD_COMPRESSION_RATIO',
      'A part of the workbook has a compression ratio over 200: it is refused as a zip bomb',
      '工作簿中有部分的压缩比超过 200，疑为压缩炸弹，已拒绝',
      '活頁簿中有部分的壓縮比超過 200，疑為壓縮炸彈，已拒絕',
    ],
    [
      'rows',
      MAX_SHEET_ROWS,
      'DATASET_UPLOAD_TOO_MANY_ROWS',
      'The sheet has more than 1,048,576 rows',
      '工作表超过 1,048,576 行',
      '工作表超過 1,048,576 列',
    ],
    [
      'columns',
      MAX_UPLOAD_COLUMNS,
      'DATASET_UPLOAD_TOO_MANY_COLUMNS',
      'The file has more than 1,000 columns',
      '文件超过 1,000 列',
      '檔案超過 1,000 欄',
    ],
    [
      'parts',
      MAX_ZIP_ENTRIES,
      'DATASET_UPLOAD_TOO_MANY_PARTS',
      'The workbook has more than 10,000 parts',
      '工作簿包含的部件超过 10,000 个',
      '活頁簿包含的元件超過 10,000 個',
    ],
    [
      'text',
      MAX_SHARED_STRING_CHARS,
      'DATASET_UPLOAD_TOO_MUCH_TEXT',
      'The workbook holds more than 67,108,864 characters of text',
      '工作簿中的文本超过 67,108,864 个字符',
      '活頁簿中的文字超過 67,108,864 個字元',
    ],
    [
      'value',
      MAX_CSV_RECORD_BYTES,
      'DATASET_UPLOAD_VALUE_TOO_LONG',
      'A value in the file is longer than 8 MB',
      '文件中有值的长度超过 8 MB',
      '檔案中有值的長度超過 8 MB',
    ],
    [
      'nesting',
      XLSX_LIMITS.maxXmlDepth,
      'DATASET_UPLOAD_NESTED_TOO_DEEP',
      "The workbook's XML is nested more than 64 levels deep",
      '工作簿的 XML 嵌套超过 64 层',
      '活頁簿的 XML 巢狀超過 64 層',
    ],
  ] as const)('%s: %s', (bound, limit, code, en, zhCN, zhTW) => {
    expect(answered(refusal(bound, limit))).toEqual({
      status: 413,
      code,
      en,
      'zh-CN': zhCN,
      'zh-TW': zhTW,
    });
  });

  it('gives every bound its own code', () => {
    const bounds: UploadBound[] = [
      'expanded',
      'ratio',
      'rows',
      'columns',
      'parts',
      'text',
      'value',
      'nesting',
    ];
    const codes = bounds.map((bound) => answered(refusal(bound, 1)).code);
    expect(new Set(codes).size).toBe(bounds.length);
  });

  it('fills a localised reason with the numbers of the refusal', () => {
    const error = new EngineError('ENGINE_UPLOAD_FILE', 'Row 9: …', {
      reason: 'value-right-of-titles',
      row: 9,
      column: 4,
    });
    expect(answered(error)).toMatchObject({
      status: 400,
      code: 'DATASET_UPLOAD_FILE',
      en: 'The file cannot be read: row 9 has a value in column 4, right of the last titled column',
      'zh-CN': '无法读取文件：第 9 行的第 4 列有值，位于最后一个有标题的列右侧',
      'zh-TW': '無法讀取檔案：第 9 列的第 4 欄有值，位於最後一個有標題的欄右側',
    });
  });
});
