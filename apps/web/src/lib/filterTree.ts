import type { DatasetField, FilterNode, FilterOperator, ScalarValue } from '@tessera/contracts';

/**
 * What the two filter editors share — a chart's custom filter (features/chart/editor/filterModel)
 * and a dataset's row rule (features/dataset/permissions/ruleModel): a looser tree whose values
 * are typed text, turned into a FilterNode only when every condition is complete, otherwise
 * naming what is missing per condition.
 */
export interface EditedCondition {
  kind: 'condition';
  key: string;
  fieldId: string;
  operator: FilterOperator;
  /** Typed text; `in` lists are comma separated. */
  value: string;
  /** `between`: the upper bound. */
  value2: string;
}

/** An AND/OR group of an editor's tree, over that editor's own condition type. */
export interface EditedGroup<C extends EditedCondition> {
  kind: 'and' | 'or';
  key: string;
  children: (C | EditedGroup<C>)[];
}

const NO_VALUE: readonly FilterOperator[] = ['is_null', 'is_not_null', 'empty', 'not_empty'];
const COMPARE: readonly FilterOperator[] = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'between'];

/** The operators a field's type allows (0 text, 1 time, 2 number). */
export function operatorsFor(deType: number): FilterOperator[] {
  if (deType === 2) return [...COMPARE, 'in', 'not_in', 'is_null', 'is_not_null'];
  if (deType === 1) return [...COMPARE, 'is_null', 'is_not_null'];
  return ['eq', 'ne', 'in', 'not_in', 'like', 'not_like', ...NO_VALUE];
}

export const needsValue = (operator: FilterOperator) => !NO_VALUE.includes(operator);

const show = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** A stored condition's operator and values as the editors show them (a period as `eq`). */
export function editedValues(
  node: Extract<FilterNode, { kind: 'condition' }>,
): Pick<EditedCondition, 'operator' | 'value' | 'value2'> {
  if (node.operator === 'period') return { operator: 'eq', value: node.value, value2: '' };
  if (!('value' in node)) return { operator: node.operator, value: '', value2: '' };
  if (node.operator === 'between') {
    return { operator: 'between', value: show(node.value[0]), value2: show(node.value[1]) };
  }
  if (Array.isArray(node.value)) {
    return { operator: node.operator, value: node.value.map(show).join(', '), value2: '' };
  }
  return { operator: node.operator, value: show(node.value), value2: '' };
}

export type ConditionProblem = 'field' | 'value' | 'number';

const scalar = (text: string, deType: number): ScalarValue | null => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (deType !== 2) return trimmed;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
};

/** One condition with typed values as a FilterNode, or what is wrong with it. */
export function conditionNode(
  ui: EditedCondition,
  fields: ReadonlyMap<string, DatasetField>,
): FilterNode | ConditionProblem {
  const field = fields.get(ui.fieldId);
  if (!field) return 'field';
  const { fieldId, operator } = ui;
  const problem: ConditionProblem = field.deType === 2 ? 'number' : 'value';
  switch (operator) {
    case 'is_null':
    case 'is_not_null':
    case 'empty':
    case 'not_empty':
      return { kind: 'condition', fieldId, operator };
    case 'in':
    case 'not_in': {
      const values = ui.value.split(',').map((part) => scalar(part, field.deType));
      if (values.length === 0 || values.some((v) => v === null)) return problem;
      return { kind: 'condition', fieldId, operator, value: values as ScalarValue[] };
    }
    case 'like':
    case 'not_like':
      return ui.value.trim() ? { kind: 'condition', fieldId, operator, value: ui.value } : 'value';
    case 'between': {
      const low = scalar(ui.value, field.deType);
      const high = scalar(ui.value2, field.deType);
      if (low === null || high === null) return problem;
      return { kind: 'condition', fieldId, operator, value: [low, high] };
    }
    case 'period':
      return 'value';
    default: {
      const value = scalar(ui.value, field.deType);
      if (value === null) return problem;
      return { kind: 'condition', fieldId, operator, value };
    }
  }
}

/**
 * The editor's tree as a FilterNode (null when it holds no complete condition), each condition
 * converted by `convert`; empty groups are dropped; problems by condition key.
 */
export function walkConditions<C extends EditedCondition, P extends string>(
  root: EditedGroup<C>,
  convert: (condition: C) => FilterNode | P,
): { node: FilterNode | null; problems: Record<string, P> } {
  const problems: Record<string, P> = {};
  const walk = (ui: C | EditedGroup<C>): FilterNode | null => {
    if (ui.kind === 'condition') {
      const node = convert(ui);
      if (typeof node === 'string') {
        problems[ui.key] = node;
        return null;
      }
      return node;
    }
    const children = ui.children.map(walk).filter((child): child is FilterNode => child !== null);
    return children.length > 0 ? { kind: ui.kind, children } : null;
  };
  return { node: walk(root), problems };
}

/** Replaces the node with `key` below the root (or removes it when `next` is null). */
export function replaceChild<C extends EditedCondition>(
  root: EditedGroup<C>,
  key: string,
  next: C | EditedGroup<C> | null,
): EditedGroup<C> {
  const walk = (group: EditedGroup<C>): EditedGroup<C> => ({
    ...group,
    children: group.children.flatMap((child) => {
      if (child.key === key) return next ? [next] : [];
      return child.kind === 'condition' ? [child] : [walk(child)];
    }),
  });
  return walk(root);
}
