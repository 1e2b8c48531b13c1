// Upload errors from the engine as the caller's errors (SECURITY D1-D3): each bound an upload
// went past has its own code and names its limit; why a file cannot be read, or why a cell
// does not fit, is said in the caller's language too, never in the engine's English.
import type { ErrorCode } from '@tessera/contracts';
import { isEngineError, type EngineError } from '@tessera/engine';
import {
  type UploadBound,
  type UploadCellReason,
  type UploadFileReason,
} from '@tessera/engine/ingestion';
import { AppError, type LocalisedText } from '../http/app-error.js';

const MB = 1024 * 1024;

/** The code of each bound and how its limit reads in the message (bytes in MB). */
const BOUNDS: Record<UploadBound, { code: ErrorCode; max: (limit: number) => number | string }> = {
  expanded: { code: 'DATASET_UPLOAD_EXPANDS_TOO_LARGE', max: (limit) => limit / MB },
  ratio: { code: 'DATASET_UPLOAD_COMPRESSION_RATIO', max: (limit) => limit },
  rows: { code: 'DATASET_UPLOAD_TOO_MANY_ROWS', max: (limit) => grouped(limit) },
  columns: { code: 'DATASET_UPLOAD_TOO_MANY_COLUMNS', max: (limit) => grouped(limit) },
  parts: { code: 'DATASET_UPLOAD_TOO_MANY_PARTS', max: (limit) => grouped(limit) },
  text: { code: 'DATASET_UPLOAD_TOO_MUCH_TEXT', max: (limit) => grouped(limit) },
  value: { code: 'DATASET_UPLOAD_VALUE_TOO_LONG', max: (limit) => limit / MB },
  nesting: { code: 'DATASET_UPLOAD_NESTED_TOO_DEEP', max: (limit) => limit },
};

/** 1048576 → "1,048,576" in every language (digits group the same way in Chinese text). */
const grouped = (n: number) => n.toLocaleString('en-US');

const FILE_REASONS: Record<UploadFileReason, LocalisedText> = {
  'not-zip': {
    en: 'it is not a readable xlsx workbook',
    'zh-CN': '它不是可读取的 xlsx 工作簿',
    'zh-TW': '它不是可讀取的 xlsx 活頁簿',
  },
  encrypted: { en: 'the workbook is encrypted', 'zh-CN': '工作簿已加密', 'zh-TW': '活頁簿已加密' },
  damaged: {
    en: 'the workbook is damaged or not a spreadsheet',
    'zh-CN': '工作簿已损坏或不是电子表格',
    'zh-TW': '活頁簿已損壞或不是試算表',
  },
  'sheet-missing': {
    en: 'the first sheet cannot be found',
    'zh-CN': '找不到第一个工作表',
    'zh-TW': '找不到第一個工作表',
  },
  'sheet-empty': {
    en: 'the first sheet is empty',
    'zh-CN': '第一个工作表是空的',
    'zh-TW': '第一個工作表是空的',
  },
  'value-right-of-titles': {
    en: 'row {row} has a value in column {column}, right of the last titled column',
    'zh-CN': '第 {row} 行的第 {column} 列有值，位于最后一个有标题的列右侧',
    'zh-TW': '第 {row} 列的第 {column} 欄有值，位於最後一個有標題的欄右側',
  },
  'file-empty': { en: 'the file is empty', 'zh-CN': '文件是空的', 'zh-TW': '檔案是空的' },
  'text-after-quote': {
    en: 'row {row} has text after a closing quote (a quote inside a value must be doubled)',
    'zh-CN': '第 {row} 行的右引号后还有文本（值中的引号须写成两个）',
    'zh-TW': '第 {row} 列的右引號後還有文字（值中的引號須寫成兩個）',
  },
  'quote-unclosed': {
    en: 'a quote opened in row {row} is never closed',
    'zh-CN': '第 {row} 行的引号没有闭合',
    'zh-TW': '第 {row} 列的引號沒有閉合',
  },
  'ragged-row': {
    en: 'row {row} has {values} values where the header has {columns} columns',
    'zh-CN': '第 {row} 行有 {values} 个值，而标题行有 {columns} 列',
    'zh-TW': '第 {row} 列有 {values} 個值，而標題列有 {columns} 欄',
  },
  'not-utf8': {
    en: 'row {row} is not UTF-8 text (save the file as "CSV UTF-8")',
    'zh-CN': '第 {row} 行不是 UTF-8 文本（请将文件另存为“CSV UTF-8”）',
    'zh-TW': '第 {row} 列不是 UTF-8 文字（請將檔案另存為「CSV UTF-8」）',
  },
  'value-not-fitting': {
    en: 'a value in row {row} does not fit its column type',
    'zh-CN': '第 {row} 行有值与其列的类型不符',
    'zh-TW': '第 {row} 列有值與其欄的類型不符',
  },
  'database-unreadable': {
    en: 'the database could not read it',
    'zh-CN': '数据库无法读取该文件',
    'zh-TW': '資料庫無法讀取該檔案',
  },
};

const CELL_REASONS: Record<UploadCellReason, LocalisedText> = {
  'not-whole-number': { en: 'not a whole number', 'zh-CN': '不是整数', 'zh-TW': '不是整數' },
  'not-number': { en: 'not a number', 'zh-CN': '不是数字', 'zh-TW': '不是數字' },
  'date-has-time': {
    en: 'not a date (it has a time)',
    'zh-CN': '不是日期（带有时间）',
    'zh-TW': '不是日期（帶有時間）',
  },
  'not-date': {
    en: 'not a date (yyyy-MM-dd)',
    'zh-CN': '不是日期（yyyy-MM-dd）',
    'zh-TW': '不是日期（yyyy-MM-dd）',
  },
  'not-time': {
    en: 'not a time (yyyy-MM-dd HH:mm:ss)',
    'zh-CN': '不是时间（yyyy-MM-dd HH:mm:ss）',
    'zh-TW': '不是時間（yyyy-MM-dd HH:mm:ss）',
  },
};

const isKey = <K extends string>(table: Record<K, unknown>, key: unknown): key is K =>
  typeof key === 'string' && Object.hasOwn(table, key);

/** Numbers the engine put in `details` (a row, a column number, counts) as message params. */
function numbers(details: Readonly<Record<string, unknown>>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(details).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
  );
}

function tooLarge(error: EngineError): AppError {
  const { bound, limit } = error.details ?? {};
  if (!isKey(BOUNDS, bound) || typeof limit !== 'number')
    return new AppError(413, 'DATASET_UPLOAD_TOO_LARGE', undefined, { max: 200 });
  const { code, max } = BOUNDS[bound];
  return new AppError(413, code, undefined, { max: max(limit) });
}

/** An engine error of an upload as the caller's error; anything else passes through. */
export function uploadError(error: unknown): unknown {
  if (!isEngineError(error)) return error;
  const d = error.details ?? {};
  switch (error.code) {
    case 'ENGINE_UPLOAD_TYPE':
      return new AppError(400, 'DATASET_UPLOAD_TYPE');
    case 'ENGINE_UPLOAD_INVALID':
      return new AppError(400, 'DATASET_UPLOAD_INVALID', undefined, {
        row: String(d.row ?? '?'),
        column: String(d.column ?? '?'),
        reason: isKey(CELL_REASONS, d.reason) ? CELL_REASONS[d.reason] : CELL_REASONS['not-number'],
      });
    case 'ENGINE_UPLOAD_COLUMNS':
      return new AppError(400, 'DATASET_UPLOAD_COLUMNS', undefined, {
        names: Array.isArray(d.names) ? d.names.join(', ') : String(d.names ?? ''),
      });
    case 'ENGINE_UPLOAD_TOO_LARGE':
      return tooLarge(error);
    default:
      return new AppError(400, 'DATASET_UPLOAD_FILE', undefined, {
        ...numbers(d),
        reason: isKey(FILE_REASONS, d.reason) ? FILE_REASONS[d.reason] : FILE_REASONS.damaged,
      });
  }
}
