// QueryModel → SQL AST. Every identifier comes from the field catalogue or the model's source
// (table names, validated aliases); every value becomes a `param` node.
import { EngineError } from '../errors.js';
import type { FieldCatalogue, FieldMeta } from '../model/field-catalogue.js';
import { DE_TYPE } from '../model/field-catalogue.js';
import type {
  Condition,
  FilterNode,
  QueryModel,
  ScalarValue,
  Source,
} from '../model/query-model.js';
import type { AdapterCapabilities } from '../dialects/types.js';
import type {
  ComparisonOp,
  SqlExpr,
  SqlFrom,
  SqlOrderItem,
  SqlSelect,
  SqlSelectItem,
} from './ast.js';

export interface OutputColumn {
  /** Key of this column in result rows: `d<i>` for dimensions, `m<i>` for measures. */
  key: string;
  role: 'dimension' | 'measure';
  fieldId: string | null;
  /** deType of the output value (a grouped date is text, a count is a number). */
  deType: FieldMeta['deType'];
}

export interface BuiltSelect {
  ast: SqlSelect;
  columns: OutputColumn[];
}

const COMPARISON: Record<'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le', ComparisonOp> = {
  eq: '=',
  ne: '<>',
  gt: '>',
  ge: '>=',
  lt: '<',
  le: '<=',
};

export function buildSelect(
  model: QueryModel,
  catalogue: FieldCatalogue,
  adapter: AdapterCapabilities,
): BuiltSelect {
  const aliases = new Set<string>();
  const from = buildFrom(model.source, catalogue, adapter, aliases);
  const field = (fieldId: string): FieldMeta => {
    const meta = catalogue.resolve(fieldId);
    if (!aliases.has(meta.tableAlias)) {
      throw new EngineError(
        'ENGINE_UNKNOWN_TABLE_ALIAS',
        'Field belongs to no source of this query',
        { fieldId },
      );
    }
    return meta;
  };

  const select: SqlSelectItem[] = [];
  const columns: OutputColumn[] = [];
  const dimensionExprs: SqlExpr[] = [];
  model.dimensions.forEach((dimension, i) => {
    const meta = field(dimension.fieldId);
    let expr: SqlExpr = column(meta);
    if (dimension.dateGrouping) {
      if (meta.deType !== DE_TYPE.time) {
        throw new EngineError('ENGINE_INVALID_DATE_GROUPING', 'Date grouping needs a time field', {
          fieldId: meta.id,
        });
      }
      expr = { kind: 'dateFormat', expr, grouping: dimension.dateGrouping };
    }
    dimensionExprs.push(expr);
    select.push({ expr, alias: `d${i}` });
    columns.push({
      key: `d${i}`,
      role: 'dimension',
      fieldId: meta.id,
      deType: dimension.dateGrouping ? DE_TYPE.text : meta.deType,
    });
  });

  const measureExprs: SqlExpr[] = model.measures.map((measure, i) => {
    const meta = measure.fieldId === undefined ? null : field(measure.fieldId);
    if (
      (measure.aggregation === 'sum' || measure.aggregation === 'avg') &&
      meta?.deType !== DE_TYPE.number
    ) {
      throw new EngineError('ENGINE_INVALID_AGGREGATE', 'Sum and average need a number field', {
        index: i,
      });
    }
    const expr: SqlExpr = {
      kind: 'aggregate',
      fn: measure.aggregation,
      arg: meta ? column(meta) : null,
    };
    select.push({ expr, alias: `m${i}` });
    const countLike = measure.aggregation === 'count' || measure.aggregation === 'count_distinct';
    columns.push({
      key: `m${i}`,
      role: 'measure',
      fieldId: meta?.id ?? null,
      deType: countLike || !meta ? DE_TYPE.number : meta.deType,
    });
    return expr;
  });

  if (select.length === 0) {
    throw new EngineError(
      'ENGINE_INVALID_MODEL',
      'A query needs at least one dimension or measure',
    );
  }

  const orderBy: SqlOrderItem[] = model.sort.map((sort) => {
    const list = sort.target === 'dimension' ? dimensionExprs : measureExprs;
    const expr = list[sort.index];
    if (!expr)
      throw new EngineError('ENGINE_INVALID_SORT', 'Sort refers to a missing column', { ...sort });
    return { expr, direction: sort.direction };
  });

  return {
    ast: {
      select,
      from,
      where: model.filter ? buildFilter(model.filter, field) : undefined,
      // Without measures the query returns detail rows, so nothing is grouped.
      groupBy: measureExprs.length > 0 ? dimensionExprs : [],
      orderBy,
      limit: model.limit,
      offset: model.offset,
    },
    columns,
  };
}

function column(meta: FieldMeta): SqlExpr {
  return { kind: 'column', tableAlias: meta.tableAlias, column: meta.column };
}

function buildFrom(
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
        const l = catalogue.resolve(pair.leftFieldId);
        const r = catalogue.resolve(pair.rightFieldId);
        for (const meta of [l, r]) {
          if (!aliases.has(meta.tableAlias)) {
            throw new EngineError(
              'ENGINE_UNKNOWN_TABLE_ALIAS',
              'Join field belongs to no joined source',
              { fieldId: meta.id },
            );
          }
        }
        return { kind: 'compare', op: '=', left: column(l), right: column(r) };
      });
      const on: SqlExpr =
        operands.length === 1 && operands[0]
          ? operands[0]
          : { kind: 'logical', op: 'and', operands };
      return { kind: 'join', type: source.type, left, right, on };
    }
  }
}

function buildFilter(node: FilterNode, field: (id: string) => FieldMeta): SqlExpr {
  if (node.kind !== 'condition') {
    // An empty AND is true and an empty OR is false, as in logic.
    if (node.children.length === 0) return { kind: 'constant', value: node.kind === 'and' };
    return {
      kind: 'logical',
      op: node.kind,
      operands: node.children.map((child) => buildFilter(child, field)),
    };
  }
  return buildCondition(node, field(node.fieldId));
}

function buildCondition(condition: Condition, meta: FieldMeta): SqlExpr {
  const expr = column(meta);
  const param = (value: ScalarValue): SqlExpr => ({ kind: 'param', value: coerce(value, meta) });
  switch (condition.operator) {
    case 'eq':
    case 'ne':
    case 'gt':
    case 'ge':
    case 'lt':
    case 'le':
      return {
        kind: 'compare',
        op: COMPARISON[condition.operator],
        left: expr,
        right: param(condition.value),
      };
    case 'in':
    case 'not_in':
      return {
        kind: 'in',
        expr,
        values: condition.value.map(param),
        negated: condition.operator === 'not_in',
      };
    case 'like':
    case 'not_like':
      if (meta.deType !== DE_TYPE.text) {
        throw new EngineError('ENGINE_INVALID_FILTER', 'Like needs a text field', {
          fieldId: meta.id,
        });
      }
      // The pattern is completed by the renderer, which knows the dialect's escape character.
      return {
        kind: 'like',
        expr,
        pattern: { kind: 'param', value: condition.value },
        negated: condition.operator === 'not_like',
      };
    case 'between':
      return {
        kind: 'between',
        expr,
        low: param(condition.value[0]),
        high: param(condition.value[1]),
      };
    case 'is_null':
    case 'is_not_null':
      return { kind: 'isNull', expr, negated: condition.operator === 'is_not_null' };
    case 'empty':
    case 'not_empty':
      return emptiness(expr, meta, condition.operator === 'empty');
  }
}

/** Text is empty when NULL or ''; other types only when NULL (comparing them to '' is an error). */
function emptiness(expr: SqlExpr, meta: FieldMeta, empty: boolean): SqlExpr {
  const isNull: SqlExpr = { kind: 'isNull', expr, negated: !empty };
  if (meta.deType !== DE_TYPE.text) return isNull;
  const blank: SqlExpr = {
    kind: 'compare',
    op: empty ? '=' : '<>',
    left: expr,
    right: { kind: 'param', value: '' },
  };
  return { kind: 'logical', op: empty ? 'or' : 'and', operands: [isNull, blank] };
}

/** Bind values with the type of the field so every database compares like with like. */
function coerce(value: ScalarValue, meta: FieldMeta): ScalarValue {
  if (meta.deType === DE_TYPE.number) {
    const n = typeof value === 'number' ? value : Number(value);
    if (typeof value === 'string' && (value.trim() === '' || !Number.isFinite(n))) {
      throw new EngineError('ENGINE_INVALID_FILTER', 'A number field needs a number value', {
        fieldId: meta.id,
      });
    }
    return n;
  }
  if (meta.deType === DE_TYPE.time && typeof value !== 'string') {
    throw new EngineError('ENGINE_INVALID_FILTER', 'A time field needs a date string value', {
      fieldId: meta.id,
    });
  }
  return typeof value === 'string' ? value : String(value);
}
