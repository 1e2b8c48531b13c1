import {
  filterNodeSchema,
  USER_ATTRIBUTE_VALUE,
  type DatasetField,
  type FilterNode,
  type FilterOperator,
  type ScalarValue,
} from '@tessera/contracts';

/**
 * A row permission's filter as its editor holds it: a root AND/OR group of conditions and
 * groups (the editor adds one level of groups). A condition's value is typed text, or the name
 * of a user attribute that becomes `${user.<name>}` (read from the signed-in user at query time).
 */
export interface RuleCondition {
  kind: 'condition';
  key: string;
  fieldId: string;
  operator: FilterOperator;
  source: 'literal' | 'attribute';
  /** Typed text; `in` lists are comma separated. */
  value: string;
  /** `between`: the upper bound. */
  value2: string;
  /** The user attribute's name when `source` is 'attribute'. */
  attribute: string;
}
export interface RuleGroup {
  kind: 'and' | 'or';
  key: string;
  children: RuleNode[];
}
export type RuleNode = RuleCondition | RuleGroup;

let counter = 0;
const nextKey = () => `r${++counter}`;

const NO_VALUE: readonly FilterOperator[] = ['is_null', 'is_not_null', 'empty', 'not_empty'];
const COMPARE: readonly FilterOperator[] = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'between'];
/** Operators whose value is one scalar: these may read a user attribute. */
const SINGLE: readonly FilterOperator[] = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'like', 'not_like'];

/** The operators a field's type allows (0 text, 1 time, 2 number). */
export function operatorsFor(deType: number): FilterOperator[] {
  if (deType === 2) return [...COMPARE, 'in', 'not_in', 'is_null', 'is_not_null'];
  if (deType === 1) return [...COMPARE, 'is_null', 'is_not_null'];
  return ['eq', 'ne', 'in', 'not_in', 'like', 'not_like', ...NO_VALUE];
}

export const needsValue = (operator: FilterOperator) => !NO_VALUE.includes(operator);
export const allowsAttribute = (operator: FilterOperator) => SINGLE.includes(operator);

/** `${user.<name>}` for an attribute name (not checked: see `attributeProblem`). */
export const attributeValue = (name: string) => `\${user.${name.trim()}}`;

export const emptyGroup = (kind: 'and' | 'or' = 'and'): RuleGroup => ({
  kind,
  key: nextKey(),
  children: [],
});

export const newCondition = (field: DatasetField): RuleCondition => ({
  kind: 'condition',
  key: nextKey(),
  fieldId: field.id,
  operator: 'eq',
  source: 'literal',
  value: '',
  value2: '',
  attribute: '',
});

const show = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** A stored filter as the editor edits it; a lone condition sits in a root AND group. */
export function toRuleTree(node: FilterNode | null): RuleGroup {
  if (!node) return emptyGroup();
  const ui = toUi(node);
  return ui.kind === 'condition' ? { kind: 'and', key: nextKey(), children: [ui] } : ui;
}

function toUi(node: FilterNode): RuleNode {
  if (node.kind !== 'condition') {
    return { kind: node.kind, key: nextKey(), children: node.children.map(toUi) };
  }
  const base: RuleCondition = {
    kind: 'condition',
    key: nextKey(),
    fieldId: node.fieldId,
    operator: node.operator === 'period' ? 'eq' : node.operator,
    source: 'literal',
    value: '',
    value2: '',
    attribute: '',
  };
  if (!('value' in node)) return base;
  if (node.operator === 'between') {
    return { ...base, value: show(node.value[0]), value2: show(node.value[1]) };
  }
  if (Array.isArray(node.value)) return { ...base, value: node.value.map(show).join(', ') };
  const attribute = typeof node.value === 'string' ? USER_ATTRIBUTE_VALUE.exec(node.value) : null;
  if (attribute) return { ...base, source: 'attribute', attribute: attribute[1]! };
  return { ...base, value: show(node.value) };
}

export type RuleProblem = 'field' | 'value' | 'number' | 'attribute' | 'empty';

const scalar = (text: string, deType: number): ScalarValue | null => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (deType !== 2) return trimmed;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
};

function conditionNode(
  ui: RuleCondition,
  fields: ReadonlyMap<string, DatasetField>,
): FilterNode | RuleProblem {
  const field = fields.get(ui.fieldId);
  if (!field) return 'field';
  const { fieldId, operator } = ui;
  if (!needsValue(operator)) {
    return { kind: 'condition', fieldId, operator } as FilterNode;
  }
  if (ui.source === 'attribute' && allowsAttribute(operator)) {
    const value = attributeValue(ui.attribute);
    if (!USER_ATTRIBUTE_VALUE.test(value)) return 'attribute';
    return { kind: 'condition', fieldId, operator, value } as FilterNode;
  }
  const problem: RuleProblem = field.deType === 2 ? 'number' : 'value';
  switch (operator) {
    case 'in':
    case 'not_in': {
      const values = ui.value.split(',').map((part) => scalar(part, field.deType));
      if (values.some((v) => v === null)) return problem;
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
    case 'eq':
    case 'ne':
    case 'gt':
    case 'ge':
    case 'lt':
    case 'le': {
      const value = scalar(ui.value, field.deType);
      return value === null ? problem : { kind: 'condition', fieldId, operator, value };
    }
    default:
      return 'value';
  }
}

export interface BuiltRule {
  /** The filter to save; null while anything is missing or wrong. */
  filter: FilterNode | null;
  /** Problems by condition key (`root` for the tree as a whole). */
  problems: Record<string, RuleProblem>;
}

/**
 * The editor's tree as a FilterNode; empty groups are dropped, a top group of one child is that
 * child, an empty tree is a problem.
 */
export function buildRule(root: RuleGroup, fieldList: readonly DatasetField[]): BuiltRule {
  const fields = new Map(fieldList.map((field) => [field.id, field]));
  const problems: Record<string, RuleProblem> = {};
  const walk = (ui: RuleNode): FilterNode | null => {
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
  const walked = walk(root);
  // A lone condition is saved as itself, not wrapped in a group of one.
  const node =
    walked && walked.kind !== 'condition' && walked.children.length === 1
      ? walked.children[0]!
      : walked;
  if (Object.keys(problems).length > 0) return { filter: null, problems };
  if (!node) return { filter: null, problems: { root: 'empty' } };
  // The contract's own schema has the last word (lengths, list sizes).
  if (!filterNodeSchema.safeParse(node).success) {
    return { filter: null, problems: { root: 'value' } };
  }
  return { filter: node, problems };
}

/** Replaces the node with `key` anywhere in the tree (or removes it when `next` is null). */
export function updateNode(root: RuleGroup, key: string, next: RuleNode | null): RuleGroup {
  if (root.key === key) return next && next.kind !== 'condition' ? next : root;
  const walk = (group: RuleGroup): RuleGroup => ({
    ...group,
    children: group.children.flatMap((child) => {
      if (child.key === key) return next ? [next] : [];
      return child.kind === 'condition' ? [child] : [walk(child)];
    }),
  });
  return walk(root);
}
