// Total rows of a model's source after its filter and the row rules: preview totals and
// paging. Dimensions, measures, sort and paging of the model play no part.
import { DE_TYPE } from '../model/field-catalogue.js';
import type { FieldCatalogue } from '../model/field-catalogue.js';
import type { SqlDialect } from '../dialects/types.js';
import { scopedWhere } from './build-select.js';
import { buildFrom } from './build-from.js';
import type { CompileOptions, CompiledQuery } from './compile-query.js';
import { parseQueryModel, parseRowRules } from './compile-query.js';
import { fieldInSources, fieldValue } from './field-value.js';
import { renderSelect } from './render-sql.js';

/** Result: one row `{ total }`. */
export function compileCount(
  input: unknown,
  catalogue: FieldCatalogue,
  dialect: SqlDialect,
  options: CompileOptions = {},
): CompiledQuery {
  const model = parseQueryModel(input);
  const aliases = new Set<string>();
  const from = buildFrom(model.source, catalogue, dialect.adapter, aliases);
  const scope = { rowRule: parseRowRules(options.rowRules), masks: options.masks };
  const where = scopedWhere(model.filter, scope, (fieldId, masks) => {
    const field = fieldInSources(fieldId, catalogue, aliases);
    return { field, value: fieldValue(field, catalogue, masks) };
  });
  const rendered = renderSelect(
    {
      select: [{ expr: { kind: 'aggregate', fn: 'count', arg: null }, alias: 'total' }],
      from,
      where,
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
