// QueryModel source → FROM clause. Table names and aliases come from the validated model;
// join keys are resolved through the catalogue and must belong to the joined sources.
import { EngineError } from '../errors.js';
import type { FieldCatalogue } from '../model/field-catalogue.js';
import type { Source } from '../model/query-model.js';
import type { AdapterCapabilities } from '../dialects/types.js';
import type { SqlExpr, SqlFrom } from './ast.js';
import { fieldValue } from './field-value.js';

export function buildFrom(
  source: Source,
  catalogue: FieldCatalogue,
  adapter: AdapterCapabilities,
  aliases: Set<string>,
): SqlFrom {
  const claim = (alias: string) => {
    if (aliases.has(alias))
      throw new EngineError('ENGINE_INVALID_MODEL', 'Duplicate source alias', { alias });
    aliases.add(alias);
  };
  switch (source.kind) {
    case 'table':
      claim(source.alias);
      return { kind: 'table', schema: source.schema, table: source.table, alias: source.alias };
    case 'sql':
      claim(source.alias);
      return { kind: 'subquery', sql: source.sql, alias: source.alias };
    case 'join': {
      if (source.type === 'full' && !adapter.supportsFullJoin) {
        throw new EngineError('ENGINE_UNSUPPORTED', 'This data source does not support full joins');
      }
      if (source.type === 'right' && !adapter.supportsRightJoin) {
        throw new EngineError(
          'ENGINE_UNSUPPORTED',
          'This data source does not support right joins',
        );
      }
      const left = buildFrom(source.left, catalogue, adapter, aliases);
      const right = buildFrom(source.right, catalogue, adapter, aliases);
      const operands: SqlExpr[] = source.on.map((pair) => {
        const l = catalogue.field(pair.leftFieldId);
        const r = catalogue.field(pair.rightFieldId);
        for (const field of [l, r]) {
          const outside = field.columns.some((c) => !aliases.has(c.tableAlias));
          if (outside || field.aggregated) {
            throw new EngineError(
              'ENGINE_UNKNOWN_TABLE_ALIAS',
              'Join field belongs to no joined source',
              { fieldId: field.meta.id },
            );
          }
        }
        return {
          kind: 'compare',
          op: '=',
          left: fieldValue(l, catalogue),
          right: fieldValue(r, catalogue),
        };
      });
      const on: SqlExpr =
        operands.length === 1 && operands[0]
          ? operands[0]
          : { kind: 'logical', op: 'and', operands };
      return { kind: 'join', type: source.type, left, right, on };
    }
  }
}
