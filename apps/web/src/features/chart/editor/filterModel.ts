import {
  filterNodeSchema,
  parseCustomFilter,
  type DatasetField,
  type FilterNode,
  type FilterOperator,
  type ScalarValue,
} from '@tessera/contracts';

/**
 * The custom filter builder's model (SPEC §3 customFilter: JSON text of a FilterNode). The UI
 * edits a looser tree — values as typed text — and turns it into a FilterNode only when every
 * condition is complete; otherwise it names what is missing.
 */
export interface UiCondition {
  kind: 'condition';
  key: string;
  fieldId: string;
  operator: FilterOperator;
  /** Typed text; `in` lists are comma separated. */
  value: string;
  /** `between`: the upper bound. */
  value2: string;
}
export interface UiGroup {
  kind: 'and' | 'or';
  key: string;
  children: UiNode[];
}
export type UiNode = UiCondition | UiGroup;

let counter = 0;
export const nextKey = () => `f${++counter}`;

const NO_VALUE: FilterOperator[] = ['is_null', 'is_not_null', 'empty', 'not_empty'];
const COMPARE: FilterOperator[] = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'between'];

/** The operators a field's type allows (text / time / number). */
export function operatorsFor(deType: number): FilterOperator[] {
  if (deType === 2) return [...COMPARE, 'in', 'not_in', 'is_null', 'is_not_null'];
  if (deType === 1) return [...COMPARE, 'is_null', 'is_not_null'];
  return ['eq', 'ne', 'in', 'not_in', 'like', 'not_like', ...NO_VALUE];
}

export const needsValue = (operator: FilterOperator) => !NO_VALUE.includes(operator);

export const emptyGroup = (kind: 'and' | 'or' = 'and'): UiGroup => ({
  kind,
  key: nextKey(),
  children: [],
});

export const newCondition = (field: DatasetField): UiCondition => ({
  kind: 'condition',
  key: nextKey(),
  fieldId: field.id,
  operator: 'eq',
  value: '',
  value2: '',
});

const show = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The stored filter as the builder edits it (an empty root AND group when there is none). */
export function fromCustomFilter(text: string): UiGroup {
  const node = parseCustomFilter(text);
  if (!node) return emptyGroup();
  const ui = toUi(node);
  return ui.kind === 'condition' ? { kind: 'and', key: nextKey(), children: [ui] } : ui;
}

function toUi(node: FilterNode): UiNode {
  if (node.kind !== 'condition') {
    return { kind: node.kind, key: nextKey(), children: node.children.map(toUi) };
  }
  const base = { kind: 'condition' as const, key: nextKey(), fieldId: node.fieldId, value2: '' };
  if (node.operator === 'period') {
    return { ...base, operator: 'eq', value: node.value };
  }
  if (!('value' in node)) return { ...base, operator: node.operator, value: '' };
  if (node.operator === 'between') {
    return {
      ...base,
      operator: 'between',
      value: show(node.value[0]),
      value2: show(node.value[1]),
    };
  }
  if (Array.isArray(node.value)) {
    return { ...base, operator: node.operator, value: node.value.map(show).join(', ') };
  }
  return { ...base, operator: node.operator, value: show(node.value) };
}

export type FilterProblem = 'field' | 'value' | 'number';

const scalar = (text: string, deType: number): ScalarValue | null => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (deType !== 2) return trimmed;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
};

/** One condition as a FilterNode, or what is wrong with it. */
function conditionNode(
  ui: UiCondition,
  fields: ReadonlyMap<string, DatasetField>,
): FilterNode | FilterProblem {
  const field = fields.get(ui.fieldId);
  if (!field) return 'field';
  const { fieldId, operator } = ui;
  const problem: FilterProblem = field.deType === 2 ? 'number' : 'value';
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

export interface BuildResult {
  /** The JSON text to store ('' when the tree holds no condition). */
  text: string;
  /** Problems by condition key; the text is only valid when this is empty. */
  problems: Record<string, FilterProblem>;
}

/** The builder's tree as customFilter text; empty groups are dropped. */
export function buildCustomFilter(root: UiGroup, fieldList: readonly DatasetField[]): BuildResult {
  const fields = new Map(fieldList.map((field) => [field.id, field]));
  const problems: Record<string, FilterProblem> = {};
  const walk = (ui: UiNode): FilterNode | null => {
    if (ui.kind === 'condition') {
      const node = conditionNode(ui, fields);
      if (typeof node === 'string') {
        problems[ui.key] = node;
        return null;
      }
      return node;
    }
    const children = ui.children.map(walk).filter((child): child is FilterNode => child !== null);
    return children.length > 0 ? { kind: ui.kind, children } : null;
  };
  const node = walk(root);
  if (!node || Object.keys(problems).length > 0) return { text: '', problems };
  // The contract's own schema has the last word (lengths, list sizes).
  if (!filterNodeSchema.safeParse(node).success) return { text: '', problems: { root: 'value' } };
  return { text: JSON.stringify(node), problems };
}

/** Replaces the node with `key` anywhere in the tree (or removes it when `next` is null). */
export function updateNode(root: UiGroup, key: string, next: UiNode | null): UiGroup {
  const walk = (group: UiGroup): UiGroup => ({
    ...group,
    children: group.children.flatMap((child) => {
      if (child.key === key) return next ? [next] : [];
      return child.kind === 'condition' ? [child] : [walk(child)];
    }),
  });
  return walk(root);
}
