// The expression language's functions as the calculated-field dialog offers them. Field
// references are translated between stored ids and shown names in expressionNames.ts.

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
