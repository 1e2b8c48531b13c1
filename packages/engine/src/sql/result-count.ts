// How many rows a model returns, paging aside: the total a paged table shows (issue 8). For
// an aggregated model it counts the groups its query yields (filter, row rules, HAVING and
// top N all applied); for a detail model, the rows left after the filter and row rules.
import { DE_TYPE } from '../model/field-catalogue.js';
import type { FieldCatalogue } from '../model/field-catalogue.js';
import type { Driver, ExecuteOptions, SqlDialect } from '../dialects/types.js';
import { buildSelect } from './build-select.js';
import type { CompileOptions, CompiledQuery } from './compile-query.js';
import { parseQueryModel, parseRowRules } from './compile-query.js';
import { compileCount } from './count-rows.js';
import { renderSelect } from './render-sql.js';

/** Result: one row `{ total }`. Sort, limit and offset of the model play no part. */
export function compileResultCount(
  input: unknown,
  catalogue: FieldCatalogue,
  dialect: SqlDialect,
  options: CompileOptions = {},
): CompiledQuery {
  const parsed = parseQueryModel(input);
  // Nothing to select: the rows of the source after the filter and row rules.
  if (parsed.measures.length === 0 && parsed.dimensions.length === 0) {
    return compileCount(parsed, catalogue, dialect, options);
  }
  const { ast } = buildSelect(parsed, catalogue, dialect.adapter, {
    rowRule: parseRowRules(options.rowRules),
    masks: options.masks,
  });
  const rendered = renderSelect(
    {
      // The top-N ranking stays a CTE of the outer statement: WITH inside a derived table is
      // not accepted everywhere.
      with: ast.with,
      select: [{ expr: { kind: 'aggregate', fn: 'count', arg: null }, alias: 'total' }],
      from: {
        kind: 'select',
        select: { ...ast, with: undefined, orderBy: [], limit: undefined, offset: undefined },
        alias: 'counted',
      },
      groupBy: [],
      orderBy: [],
    },
    dialect,
  );
  return {
    ...rendered,
    columns: [{ key: 'total', role: 'measure', fieldId: null, deType: DE_TYPE.number }],
  };
}

export interface RunResultCountOptions extends CompileOptions, ExecuteOptions {}

/** Compile and run compileResultCount: the number of rows the model returns unpaged. */
export async function runResultCount(
  driver: Driver,
  dialect: SqlDialect,
  model: unknown,
  catalogue: FieldCatalogue,
  options: RunResultCountOptions = {},
): Promise<number> {
  const compiled = compileResultCount(model, catalogue, dialect, {
    rowRules: options.rowRules,
    masks: options.masks,
  });
  const result = await driver.execute(compiled.sql, compiled.params, {
    signal: options.signal,
    timeoutMs: options.timeoutMs,
  });
  return Number(result.rows[0]?.total ?? 0);
}
