import {
  filterNodeSchema,
  USER_ATTRIBUTE_VALUE,
  type DatasetField,
  type FilterNode,
  type FilterOperator,
} from '@tessera/contracts';
import {
  conditionNode,
  editedValues,
  needsValue,
  replaceChild,
  walkConditions,
  type ConditionProblem,
  type EditedCondition,
  type EditedGroup,
} from '../../../lib/filterTree';

export { needsValue, operatorsFor } from '../../../lib/filterTree';

/**
 * A row permission's filter as its editor holds it: a root AND/OR group of conditions and
 * groups (the editor adds one level of groups). A condition's value is typed text
 * (lib/filterTree.ts), or the name of a user attribute that becomes `${user.<name>}` (read from
 * the signed-in user at query time).
 */
export interface RuleCondition extends EditedCondition {
  source: 'literal' | 'attribute';
  /** The user attribute's name when `source` is 'attribute'. */
  attribute: string;
}
export type RuleGroup = EditedGroup<RuleCondition>;
export type RuleNode = RuleCondition | RuleGroup;

let counter = 0;
const nextKey = () => `r${++counter}`;

/** Operators whose value is one scalar: these may read a user attribute. */
const SINGLE: readonly FilterOperator[] = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'like', 'not_like'];

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
  const literal: RuleCondition = {
    kind: 'condition',
    key: nextKey(),
    fieldId: node.fieldId,
    ...editedValues(node),
    source: 'literal',
    attribute: '',
  };
  // A rule offers no period: shown as an empty `eq` to fill in.
  if (node.operator === 'period') return { ...literal, value: '' };
  const attribute =
    'value' in node && typeof node.value === 'string'
      ? USER_ATTRIBUTE_VALUE.exec(node.value)
      : null;
  return attribute
    ? { ...literal, source: 'attribute', value: '', attribute: attribute[1]! }
    : literal;
}

export type RuleProblem = ConditionProblem | 'attribute' | 'empty';

function ruleConditionNode(
  ui: RuleCondition,
  fields: ReadonlyMap<string, DatasetField>,
): FilterNode | RuleProblem {
  if (!fields.has(ui.fieldId)) return 'field';
  const { fieldId, operator } = ui;
  if (needsValue(operator) && ui.source === 'attribute' && allowsAttribute(operator)) {
    const value = attributeValue(ui.attribute);
    if (!USER_ATTRIBUTE_VALUE.test(value)) return 'attribute';
    return { kind: 'condition', fieldId, operator, value } as FilterNode;
  }
  return conditionNode(ui, fields);
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
  const { node: walked, problems } = walkConditions(root, (ui: RuleCondition) =>
    ruleConditionNode(ui, fields),
  );
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
  return replaceChild(root, key, next);
}
