// Compile + execute + shape in one call: what the server's chart-data route uses.
import type { FieldCatalogue } from '../model/field-catalogue.js';
import type { Driver, ExecuteOptions, SqlDialect } from '../dialects/types.js';
import type { OutputColumn } from './build-select.js';
import type { CompileOptions, CompiledQuery } from './compile-query.js';
import { compileQuery, parseQueryModel } from './compile-query.js';
import type { QueryModel } from '../model/query-model.js';
import type { ShapedRow } from './shape-rows.js';
import { shapeRows } from './shape-rows.js';

export interface QueryData {
  columns: OutputColumn[];
  rows: ShapedRow[];
  /** True when more rows existed than `maxRows` allowed (SECURITY E2: say it was cut). */
  truncated: boolean;
  /** Why the rows stop short of the result, if they do: the row cap or the byte cap (E2). */
  cut: 'rows' | 'bytes' | null;
}

export interface RunQueryOptions extends CompileOptions, ExecuteOptions {
  /** Server-side cap on returned rows; one extra row is fetched to detect truncation. */
  maxRows?: number | undefined;
}

export async function runQuery(
  driver: Driver,
  dialect: SqlDialect,
  model: unknown,
  catalogue: FieldCatalogue,
  options: RunQueryOptions = {},
): Promise<QueryData> {
  const { maxRows } = options;
  const capped = maxRows === undefined ? model : capLimit(parseQueryModel(model), maxRows + 1);
  const compiled = compileQuery(capped, catalogue, dialect, {
    rowRules: options.rowRules,
    masks: options.masks,
  });
  return runCompiled(driver, compiled, options);
}

export type RunCompiledOptions = Omit<RunQueryOptions, keyof CompileOptions>;

/**
 * Execute + shape a statement compiled earlier: a caller that already compiled the query (the
 * server's chart call, whose SQL keys its result cache) runs that one instead of compiling it
 * again. With `maxRows`, the statement must have been compiled with its limit capped at
 * `maxRows + 1` (as runQuery does), so one extra row tells that the answer was cut.
 */
export async function runCompiled(
  driver: Driver,
  compiled: CompiledQuery,
  options: RunCompiledOptions = {},
): Promise<QueryData> {
  const { maxRows } = options;
  const result = await driver.execute(compiled.sql, compiled.params, {
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    maxBytes: options.maxBytes,
  });
  const overRows = maxRows !== undefined && result.rows.length > maxRows;
  const rows = overRows ? result.rows.slice(0, maxRows) : result.rows;
  const cut = result.cut ? 'bytes' : overRows ? 'rows' : null;
  return {
    columns: compiled.columns,
    rows: shapeRows(rows, compiled.columns),
    truncated: cut !== null,
    cut,
  };
}

function capLimit(model: QueryModel, cap: number): QueryModel {
  return { ...model, limit: model.limit === undefined ? cap : Math.min(model.limit, cap) };
}
