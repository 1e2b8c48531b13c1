import type { DatasetField } from '@tessera/contracts';

/**
 * The calculated-field editor's text handling. Expressions name fields by id (`[fieldId]`), so
 * renaming a field never breaks them; the editor shows display names beside the text.
 */

export const fieldRef = (fieldId: string) => `[${fieldId}]`;

export interface Edit {
  text: string;
  /** Where the caret goes after the insert. */
  caret: number;
}

/** Puts `snippet` in place of the selection [start, end) and the caret after it. */
export function insertAt(text: string, start: number, end: number, snippet: string): Edit {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + snippet + text.slice(to), caret: from + snippet.length };
}

/** The expression as a person reads it: each `[id]` shown as `[display name]`. */
export function readableExpression(
  expression: string,
  fields: readonly Pick<DatasetField, 'id' | 'name'>[],
): string {
  const names = new Map(fields.map((field) => [field.id, field.name]));
  return expression.replace(/\[([^\]]+)\]/g, (whole, id: string) => {
    const name = names.get(id);
    return name === undefined ? whole : `[${name}]`;
  });
}

/** A function of the expression language, for the help list (`insert` goes into the text). */
export interface ExpressionFunction {
  name: string;
  insert: string;
  /** i18n key of its one-line description under dataset.calc.fn. */
  key: string;
}

/** The language's common functions by group (issue 7: string, date, math, CASE WHEN). */
export const EXPRESSION_FUNCTIONS: Record<
  'logic' | 'text' | 'date' | 'math',
  ExpressionFunction[]
> = {
  logic: [
    { name: 'CASE WHEN', insert: 'CASE WHEN  THEN  ELSE  END', key: 'caseWhen' },
    { name: 'COALESCE', insert: 'COALESCE(', key: 'coalesce' },
  ],
  text: [
    { name: 'CONCAT', insert: 'CONCAT(', key: 'concat' },
    { name: 'UPPER', insert: 'UPPER(', key: 'upper' },
    { name: 'LOWER', insert: 'LOWER(', key: 'lower' },
    { name: 'LENGTH', insert: 'LENGTH(', key: 'length' },
    { name: 'SUBSTRING', insert: 'SUBSTRING(', key: 'substring' },
    { name: 'TRIM', insert: 'TRIM(', key: 'trim' },
  ],
  date: [
    { name: 'YEAR', insert: 'YEAR(', key: 'year' },
    { name: 'MONTH', insert: 'MONTH(', key: 'month' },
    { name: 'DAY', insert: 'DAY(', key: 'day' },
  ],
  math: [
    { name: 'ROUND', insert: 'ROUND(', key: 'round' },
    { name: 'ABS', insert: 'ABS(', key: 'abs' },
    { name: 'FLOOR', insert: 'FLOOR(', key: 'floor' },
    { name: 'CEIL', insert: 'CEIL(', key: 'ceil' },
  ],
};
