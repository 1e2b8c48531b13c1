import type { CellValue } from '@tessera/engine';

/** One cell of an exported row: numbers stay numbers, an empty cell is null. */
export type ExportCell = string | number | null;

/**
 * SECURITY D6: a spreadsheet reads a cell starting with = + - @ as a formula (and a leading
 * tab or carriage return hides one). Such a text is written with a single quote in front, in
 * both formats: it shows as the text it was and never runs. Numbers are written as numbers, so
 * a negative number is never touched.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const neutralised = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** A query cell as written: texts neutralised, numbers and empties as they are. */
export const exportCell = (value: CellValue | undefined): ExportCell =>
  typeof value === 'string' ? neutralised(value) : (value ?? null);
