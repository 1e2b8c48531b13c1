// The engine's front door for SQL: validate the model, apply row rules, build the AST and
// render it for one dialect.
import { EngineError } from '../errors.js';
import type { FieldCatalogue } from '../model/field-catalogue.js';
import type { FilterNode, QueryModel } from '../model/query-model.js';
import { filterNodeSchema, queryModelSchema } from '../model/query-model.js';
import { withRowRules } from '../model/row-rules.js';
import type { SqlDialect } from '../dialects/types.js';
import type { OutputColumn } from './build-select.js';
import { buildSelect } from './build-select.js';
import type { RenderedSql } from './render-sql.js';
import { renderSelect } from './render-sql.js';

export interface CompiledQuery extends RenderedSql {
  columns: OutputColumn[];
}

export interface CompileOptions {
  /** Row-level permission filter ANDed into the query (see withRowRules). */
  rowRules?: FilterNode | undefined;
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
  const model = withRowRules(parseQueryModel(input), parseRowRules(options.rowRules));
  const { ast, columns } = buildSelect(model, catalogue, dialect.adapter);
  return { ...renderSelect(ast, dialect), columns };
}
