// The engine's front door for SQL: validate the model, apply row rules and column masks, build
// the AST and render it for one dialect.
import { EngineError } from '../errors.js';
import type { FieldCatalogue } from '../model/field-catalogue.js';
import type { FilterNode, QueryModel } from '../model/query-model.js';
import { filterNodeSchema, queryModelSchema } from '../model/query-model.js';
import type { ColumnMasks } from '../model/column-masks.js';
import type { SqlDialect } from '../dialects/types.js';
import type { OutputColumn } from './build-select.js';
import { buildSelect } from './build-select.js';
import type { RenderedSql } from './render-sql.js';
import { renderSelect } from './render-sql.js';

export interface CompiledQuery extends RenderedSql {
  columns: OutputColumn[];
}

export interface CompileOptions {
  /** Row-level permission filter ANDed into the query (build-select.ts scopedWhere). */
  rowRules?: FilterNode | undefined;
  /** The caller's masked text fields (model/column-masks.ts). */
  masks?: ColumnMasks | undefined;
}

/** Parse untrusted input into a QueryModel; issues report paths and codes, never values. */
export function parseQueryModel(input: unknown): QueryModel {
  const parsed = queryModelSchema.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      code: issue.code,
    }));
    throw new EngineError('ENGINE_INVALID_MODEL', 'Invalid query model', { issues });
  }
  return parsed.data;
}

/** Row rules come from stored permissions; a malformed one fails closed, never open. */
export function parseRowRules(rule: FilterNode | undefined): FilterNode | undefined {
  if (rule === undefined) return undefined;
  const parsed = filterNodeSchema.safeParse(rule);
  if (!parsed.success) throw new EngineError('ENGINE_INVALID_MODEL', 'Invalid row rule');
  return parsed.data;
}

export function compileQuery(
  input: unknown,
  catalogue: FieldCatalogue,
  dialect: SqlDialect,
  options: CompileOptions = {},
): CompiledQuery {
  const { ast, columns } = buildSelect(parseQueryModel(input), catalogue, dialect.adapter, {
    rowRule: parseRowRules(options.rowRules),
    masks: options.masks,
  });
  return { ...renderSelect(ast, dialect), columns };
}
