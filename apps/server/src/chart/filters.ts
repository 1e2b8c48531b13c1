import {
  DE_TYPE,
  type ChartFilterCondition,
  type DateGrouping,
  type FilterNode,
  type ScalarValue,
} from '@tessera/contracts';
import { periodRange } from '@tessera/engine';
import { AppError } from '../http/app-error.js';

/** What the filter translation needs to know of a dataset field. */
export interface FilterField {
  id: string;
  deType: number;
}

const invalid = () => new AppError(400, 'CHART_FILTER_INVALID');

/** The shapes a date-grouped value takes, as the engine's `period` condition reads them. */
const PERIOD_PATTERNS: Record<DateGrouping, RegExp> = {
  year: /^\d{4}$/,
  'year-quarter': /^\d{4}-Q[1-4]$/,
  'year-month': /^\d{4}-(0[1-9]|1[0-2])$/,
  'year-week': /^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  'date-hour': /^\d{4}-\d{2}-\d{2} \d{2}$/,
  'date-hour-minute': /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
  'date-hour-minute-second': /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
};

/** A value as the field's type wants it: numbers as numbers (numeric text accepted), text as text. */
export function fieldValue(field: FilterField, value: ScalarValue): ScalarValue {
  if (field.deType === DE_TYPE.number) {
    if (typeof value === 'number') return value;
    const n = value.trim() === '' ? Number.NaN : Number(value);
    if (!Number.isFinite(n)) throw invalid();
    return n;
  }
  return typeof value === 'number' ? String(value) : value;
}

/**
 * A date-grouped range (a date range widget's two days, a quarter's first and last month): the
 * time field from the start of the first period to the end of the last, [start, end).
 */
export function periodBetween(
  field: FilterField,
  grouping: DateGrouping,
  low: ScalarValue,
  high: ScalarValue,
): FilterNode {
  if (field.deType !== DE_TYPE.time) throw invalid();
  const [from, to] = [String(low), String(high)];
  if (!PERIOD_PATTERNS[grouping].test(from) || !PERIOD_PATTERNS[grouping].test(to)) throw invalid();
  let start: string;
  let end: string | null;
  try {
    start = periodRange(grouping, from).start;
    end = periodRange(grouping, to).end;
  } catch {
    throw invalid();
  }
  if (end !== null && start >= end) throw invalid();
  const atLeast: FilterNode = {
    kind: 'condition',
    fieldId: field.id,
    operator: 'ge',
    value: start,
  };
  if (end === null) return atLeast;
  return {
    kind: 'and',
    children: [atLeast, { kind: 'condition', fieldId: field.id, operator: 'lt', value: end }],
  };
}

/** The `period` condition for a date-grouped value (`2024-Q2`…), checked for its shape. */
export function periodCondition(
  field: FilterField,
  grouping: DateGrouping,
  value: ScalarValue,
): FilterNode {
  if (field.deType !== DE_TYPE.time) throw invalid();
  const text = String(value);
  if (!PERIOD_PATTERNS[grouping].test(text)) throw invalid();
  return { kind: 'condition', fieldId: field.id, operator: 'period', grouping, value: text };
}

const or = (children: FilterNode[]): FilterNode =>
  children.length === 1 ? (children[0] as FilterNode) : { kind: 'or', children };

/**
 * One widget or linkage condition as a filter node, or null when it does not apply (another
 * chart's, or no value chosen). eq with several values is `in`, ne with several `not_in`;
 * between needs two values; a date-grouped value is a `period`, a date-grouped between runs
 * from the first period's start to the last one's end. A field outside the dataset, a
 * value that does not fit the field or an operator that does not fit its values is a 400.
 */
export function conditionNode(
  condition: ChartFilterCondition,
  chartId: string,
  fields: ReadonlyMap<string, FilterField>,
): FilterNode | null {
  if (condition.viewIds && condition.viewIds.length > 0 && !condition.viewIds.includes(chartId))
    return null;
  const field = fields.get(condition.fieldId);
  if (!field) throw invalid();
  const values = condition.value;
  if (values.length === 0) return null;
  const { operator } = condition;
  const fieldId = field.id;
  if (condition.dateGrouping) {
    const grouping = condition.dateGrouping;
    if (operator === 'between') {
      if (values.length !== 2) throw invalid();
      return periodBetween(field, grouping, values[0] as ScalarValue, values[1] as ScalarValue);
    }
    if (operator !== 'eq' && operator !== 'in') throw invalid();
    return or(values.map((v) => periodCondition(field, grouping, v)));
  }
  const typed = values.map((v) => fieldValue(field, v));
  const single = (): ScalarValue => {
    if (typed.length !== 1) throw invalid();
    return typed[0] as ScalarValue;
  };
  switch (operator) {
    case 'eq':
    case 'in':
      return typed.length === 1 && operator === 'eq'
        ? { kind: 'condition', fieldId, operator: 'eq', value: single() }
        : { kind: 'condition', fieldId, operator: 'in', value: typed };
    case 'ne':
    case 'not_in':
      return typed.length === 1 && operator === 'ne'
        ? { kind: 'condition', fieldId, operator: 'ne', value: single() }
        : { kind: 'condition', fieldId, operator: 'not_in', value: typed };
    case 'between': {
      if (typed.length !== 2) throw invalid();
      const [low, high] = typed as [ScalarValue, ScalarValue];
      return { kind: 'condition', fieldId, operator: 'between', value: [low, high] };
    }
    case 'ge':
    case 'le':
    case 'gt':
    case 'lt':
      return { kind: 'condition', fieldId, operator, value: single() };
    case 'like': {
      const value = single();
      if (typeof value !== 'string') throw invalid();
      return { kind: 'condition', fieldId, operator: 'like', value };
    }
  }
}

/** Every applicable condition ANDed; undefined when none applies. */
export function andAll(nodes: readonly (FilterNode | null | undefined)[]): FilterNode | undefined {
  const kept = nodes.filter((n): n is FilterNode => n !== null && n !== undefined);
  if (kept.length === 0) return undefined;
  if (kept.length === 1) return kept[0];
  return { kind: 'and', children: kept };
}
