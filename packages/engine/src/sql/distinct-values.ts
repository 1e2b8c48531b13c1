// The distinct values of one field, for filter widgets: SELECT DISTINCT over the dataset's
// source, row rules ANDed in, an optional case-insensitive "contains" keyword (bound, LIKE
// metacharacters escaped), ordered with NULL last, one page at a time.
import { z } from 'zod';
import { EngineError } from '../errors.js';
import type { FieldCatalogue } from '../model/field-catalogue.js';
import { DE_TYPE } from '../model/field-catalogue.js';
import type { Source } from '../model/query-model.js';
import { MAX_STRING_VALUE_LENGTH, sourceSchema } from '../model/query-model.js';
import type { SqlDialect } from '../dialects/types.js';
import type { SqlExpr } from './ast.js';
import { buildFilter } from './build-filter.js';
import { buildFrom } from './build-from.js';
import type { CompileOptions, CompiledQuery } from './compile-query.js';
import { parseRowRules } from './compile-query.js';
import { fieldInSources, fieldValue } from './field-value.js';
import { letterVariants } from './keyword-letters.js';
import { renderSelect } from './render-sql.js';

/** The most values one page may ask for. */
export const MAX_DISTINCT_VALUES = 1_000;

export const distinctValuesRequestSchema = z.strictObject({
  fieldId: z.string().min(1).max(64),
  keyword: z.string().max(MAX_STRING_VALUE_LENGTH).optional(),
  limit: z.number().int().min(1).max(MAX_DISTINCT_VALUES),
  offset: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type DistinctValuesRequest = z.input<typeof distinctValuesRequestSchema>;

/** Result rows are `{ v }`; `columns` says the value's deType. */
export function compileDistinctValues(
  input: DistinctValuesRequest,
  catalogue: FieldCatalogue,
  source: Source,
  dialect: SqlDialect,
  options: CompileOptions = {},
): CompiledQuery {
  const request = distinctValuesRequestSchema.safeParse(input);
  const parsedSource = sourceSchema.safeParse(source);
  if (!request.success || !parsedSource.success) {
    throw new EngineError('ENGINE_INVALID_MODEL', 'Invalid distinct values request');
  }
  const { fieldId, keyword, limit, offset } = request.data;
  const rule = parseRowRules(options.rowRules);

  const aliases = new Set<string>();
  const from = buildFrom(parsedSource.data, catalogue, dialect.adapter, aliases);
  // The rule reads raw values; the listed values (and the keyword) are what the caller sees.
  const resolve = (id: string, masks?: CompileOptions['masks']) => {
    const field = fieldInSources(id, catalogue, aliases);
    return { field, value: fieldValue(field, catalogue, masks) };
  };
  const { field, value } = resolve(fieldId, options.masks);
  if (field.aggregated) {
    throw new EngineError('ENGINE_INVALID_AGGREGATE', 'An aggregated field has no row values', {
      fieldId,
    });
  }

  const conditions: SqlExpr[] = [];
  if (rule) conditions.push(buildFilter(rule, (id) => resolve(id)));
  const words = keyword?.trim() ?? '';
  if (words !== '') {
    const text: SqlExpr =
      field.deType === DE_TYPE.text
        ? value
        : { kind: 'cast', expr: value, from: field.deType, to: DE_TYPE.text };
    conditions.push(
      ...keywordConditions(text, words, dialect.adapter.prefiltersCasedKeyword === true),
    );
  }
  const where: SqlExpr | undefined =
    conditions.length === 0
      ? undefined
      : conditions.length === 1
        ? conditions[0]
        : { kind: 'logical', op: 'and', operands: conditions };

  const rendered = renderSelect(
    {
      distinct: true,
      select: [{ expr: value, alias: 'v' }],
      from,
      where,
      groupBy: [],
      orderBy: [{ alias: 'v', expr: value, aggregate: false, direction: 'asc' }],
      limit,
      offset,
    },
    dialect,
  );
  return {
    ...rendered,
    columns: [{ key: 'v', role: 'dimension', fieldId, deType: field.deType }],
  };
}

const isCaseless = (ch: string) => ch.toLowerCase() === ch && ch.toUpperCase() === ch;

/** The longest run of characters that have no case (digits, CJK, punctuation) in `text`. */
export function longestCaselessRun(text: string): string {
  let best = '';
  let run = '';
  for (const ch of text) {
    run = isCaseless(ch) ? run + ch : '';
    if (run.length > best.length) best = run;
  }
  return best;
}

/**
 * A case-insensitive "contains" of `words`. Lower-casing every row costs more than the LIKE
 * itself (about 3x on DuckDB), so a keyword without cased letters (a number, Chinese) compares
 * the text as it is, and one with a caseless run of two or more (`X4242`) first keeps the rows
 * holding that run — a necessary condition, cheap — and lower-cases only those. Where the
 * dialect says plain scans are cheaper than lower(), any other keyword with an ASCII letter
 * (`apple`) first keeps the rows holding that letter in some case (keyword-letters.ts).
 */
function keywordConditions(text: SqlExpr, words: string, prefilterLetters: boolean): SqlExpr[] {
  const contains = (expr: SqlExpr, value: string): SqlExpr => ({
    kind: 'like',
    expr,
    pattern: { kind: 'param', value },
    negated: false,
  });
  const run = longestCaselessRun(words);
  if (run === words) return [contains(text, words)];
  const lowered = words.toLowerCase();
  const folded = contains({ kind: 'call', fn: 'lower', args: [text] }, lowered);
  if (run.length >= 2) return [contains(text, run), folded];
  const variants = prefilterLetters ? letterVariants(lowered) : null;
  if (variants === null) return [folded];
  const anyVariant: SqlExpr = {
    kind: 'logical',
    op: 'or',
    operands: variants.map((variant) => contains(text, variant)),
  };
  return [anyVariant, folded];
}
