// QueryModel → SQL AST. Every identifier comes from the field catalogue or the model's source
// (table names, validated aliases); every value becomes a `param` node. GROUP BY names output
// positions and ORDER BY output aliases, so an expression holding bound values is written
// once: PostgreSQL would not match `upper(c || $1)` in SELECT to `upper(c || $2)` in GROUP BY.
import { EngineError } from '../errors.js';
import type { FieldCatalogue, FieldMeta, ResolvedField } from '../model/field-catalogue.js';
import { DE_TYPE } from '../model/field-catalogue.js';
import type { ColumnMasks } from '../model/column-masks.js';
import type { Aggregation, FilterNode, QueryModel } from '../model/query-model.js';
import type { AdapterCapabilities } from '../dialects/types.js';
import type { SqlExpr, SqlOrderItem, SqlSelect, SqlSelectItem } from './ast.js';
import { buildFilter, type FilterTarget } from './build-filter.js';
import { buildFrom } from './build-from.js';
import { buildHaving } from './build-having.js';
import { applyTopN } from './build-top-n.js';
import { fieldInSources, fieldValue } from './field-value.js';
import {
  groupedThenMasked,
  groupsBeforeMasking,
  type GroupingPlan,
  type MaskedDimension,
} from './group-before-masking.js';

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

/** What the caller is held to: the row rule (on raw values) and their column masks. */
export interface CallerScope {
  rowRule?: FilterNode | undefined;
  masks?: ColumnMasks | undefined;
}

export function buildSelect(
  model: QueryModel,
  catalogue: FieldCatalogue,
  adapter: AdapterCapabilities,
  scope: CallerScope = {},
): BuiltSelect {
  const aliases = new Set<string>();
  let from = buildFrom(model.source, catalogue, adapter, aliases);
  const field = (fieldId: string): ResolvedField => fieldInSources(fieldId, catalogue, aliases);
  const { masks } = scope;

  let select: SqlSelectItem[] = [];
  const columns: OutputColumn[] = [];
  // Which dimensions are masked and how the measures aggregate: whether to group first.
  const masked: (MaskedDimension | undefined)[] = [];
  const aggregations: (Aggregation | null)[] = [];
  const plan: GroupingPlan = { masked, aggregations };
  model.dimensions.forEach((dimension, i) => {
    const resolved = field(dimension.fieldId);
    if (resolved.aggregated) {
      throw new EngineError('ENGINE_INVALID_AGGREGATE', 'An aggregated field is a measure', {
        fieldId: dimension.fieldId,
      });
    }
    let expr = fieldValue(resolved, catalogue, masks);
    if (dimension.dateGrouping) {
      if (resolved.deType !== DE_TYPE.time) {
        throw new EngineError('ENGINE_INVALID_DATE_GROUPING', 'Date grouping needs a time field', {
          fieldId: dimension.fieldId,
        });
      }
      expr = { kind: 'dateFormat', expr, grouping: dimension.dateGrouping };
    }
    select.push({ expr, alias: `d${i}` });
    masked.push(dimension.dateGrouping ? undefined : maskedDimension(resolved, catalogue, masks));
    columns.push({
      key: `d${i}`,
      role: 'dimension',
      fieldId: dimension.fieldId,
      deType: dimension.dateGrouping ? DE_TYPE.text : resolved.deType,
    });
  });
  const dimensionCount = select.length;

  model.measures.forEach((measure, i) => {
    const resolved = measure.fieldId === undefined ? null : field(measure.fieldId);
    select.push({
      expr: measureExpr(measure.aggregation, resolved, catalogue, i, masks),
      alias: `m${i}`,
    });
    aggregations.push(resolved?.aggregated ? null : measure.aggregation);
    const countLike = measure.aggregation === 'count' || measure.aggregation === 'count_distinct';
    columns.push({
      key: `m${i}`,
      role: 'measure',
      fieldId: measure.fieldId ?? null,
      deType: resolved && (resolved.aggregated || !countLike) ? resolved.deType : DE_TYPE.number,
    });
  });

  if (select.length === 0) {
    throw new EngineError(
      'ENGINE_INVALID_MODEL',
      'A query needs at least one dimension or measure',
    );
  }

  let where = scopedWhere(model.filter, scope, (fieldId, scoped) => {
    const resolved = field(fieldId);
    return { field: resolved, value: fieldValue(resolved, catalogue, scoped) };
  });
  if (groupsBeforeMasking(plan)) {
    ({ from, select } = groupedThenMasked(plan, select, { from, where }, freeAlias(aliases)));
    where = undefined;
  }

  const orderBy: SqlOrderItem[] = model.sort.map((sort) => {
    const position = sort.target === 'dimension' ? sort.index : dimensionCount + sort.index;
    const count = sort.target === 'dimension' ? dimensionCount : model.measures.length;
    const item = select[position];
    if (sort.index >= count || !item)
      throw new EngineError('ENGINE_INVALID_SORT', 'Sort refers to a missing column', { ...sort });
    return {
      alias: item.alias,
      expr: item.expr,
      aggregate: sort.target === 'measure',
      direction: sort.direction,
    };
  });

  const groupBy: SqlExpr[] = Array.from({ length: dimensionCount }, (_, i) => ({
    kind: 'position',
    position: i + 1,
  }));
  const measures = select.slice(dimensionCount).map((item, i) => ({
    expr: item.expr,
    deType: columns[dimensionCount + i]?.deType ?? DE_TYPE.text,
  }));
  const built: BuiltSelect = {
    ast: {
      select,
      from,
      where,
      // Without measures the query returns detail rows, so nothing is grouped.
      groupBy: model.measures.length > 0 ? groupBy : [],
      having: model.having ? buildHaving(model.having, measures) : undefined,
      orderBy,
      limit: model.limit,
      offset: model.offset,
    },
    columns,
  };
  return model.topN ? applyTopN(built, model, model.topN, dimensionCount) : built;
}

/**
 * A dimension whose own field is masked for the caller, with its value before that mask (other
 * masks inside a calculation still apply): sql/group-before-masking.ts groups by it first.
 */
function maskedDimension(
  resolved: ResolvedField,
  catalogue: FieldCatalogue,
  masks: ColumnMasks | undefined,
): MaskedDimension | undefined {
  const mask = masks?.get(resolved.meta.id);
  // A mask on a field that is not text is refused by fieldValue, in the single-phase query.
  if (!masks || !mask || resolved.deType !== DE_TYPE.text) return undefined;
  const others = new Map(masks);
  others.delete(resolved.meta.id);
  return { raw: fieldValue(resolved, catalogue, others), mask };
}

/** An alias for the derived table no source of the query uses. */
function freeAlias(aliases: ReadonlySet<string>): string {
  for (let i = 0; ; i++) {
    const name = i === 0 ? 'grouped' : `grouped_${i}`;
    if (!aliases.has(name)) return name;
  }
}

/**
 * A measure: the aggregation over the field's value, or, for an aggregated calculated field,
 * its expression as-is: the aggregation it was given is ignored (whatever it is, count
 * included), since an aggregate of an aggregate means nothing.
 */
function measureExpr(
  aggregation: QueryModel['measures'][number]['aggregation'],
  resolved: ResolvedField | null,
  catalogue: FieldCatalogue,
  index: number,
  masks: ColumnMasks | undefined,
): SqlExpr {
  if (resolved?.aggregated) return fieldValue(resolved, catalogue, masks);
  if ((aggregation === 'sum' || aggregation === 'avg') && resolved?.deType !== DE_TYPE.number) {
    throw new EngineError('ENGINE_INVALID_AGGREGATE', 'Sum and average need a number field', {
      index,
    });
  }
  return {
    kind: 'aggregate',
    fn: aggregation,
    arg: resolved ? fieldValue(resolved, catalogue, masks) : null,
  };
}

/**
 * WHERE: the row rule ANDed around the caller's filter, the rule as its own operand so an OR
 * in the filter never widens it (DESIGN §5). The rule reads raw values; the caller's filter
 * reads what the caller sees (masked text), so filtering a masked field reveals nothing more.
 */
export function scopedWhere(
  filter: FilterNode | undefined,
  scope: CallerScope,
  target: (fieldId: string, masks: ColumnMasks | undefined) => FilterTarget,
): SqlExpr | undefined {
  const own = filter ? buildFilter(filter, (id) => target(id, scope.masks)) : undefined;
  if (!scope.rowRule) return own;
  const rule = buildFilter(scope.rowRule, (id) => target(id, undefined));
  return { kind: 'logical', op: 'and', operands: own ? [rule, own] : [rule] };
}
