import { USER_ATTRIBUTE_VALUE, type FilterNode } from '@tessera/contracts';

/**
 * A filter that matches no row on every dialect: an empty OR, which the engine renders as the
 * constant `1 = 0` (build-filter.ts), never a comparison that NULLs or types could bend.
 */
export const NO_ROWS: FilterNode = { kind: 'or', children: [] };

type Condition = Extract<FilterNode, { kind: 'condition' }>;

/** Every condition of the tree, depth first. */
export function conditionsOf(node: FilterNode): Condition[] {
  if (node.kind === 'condition') return [node];
  return node.children.flatMap(conditionsOf);
}

/** The names of the user attributes (`${user.<name>}`) the tree reads. */
export function attributesRead(node: FilterNode): Set<string> {
  const names = new Set<string>();
  for (const condition of conditionsOf(node))
    for (const value of valuesOf(condition)) {
      const name = attributeName(value);
      if (name !== undefined) names.add(name);
    }
  return names;
}

/**
 * The rule as one user sees it: each `${user.<name>}` value replaced by that user's attribute.
 * A user lacking any attribute the rule reads sees no row at all (the contract's promise): the
 * whole rule becomes NO_ROWS, so a missing value can never loosen an OR inside it.
 */
export function withUserValues(
  node: FilterNode,
  attributes: ReadonlyMap<string, string>,
): FilterNode {
  for (const name of attributesRead(node)) if (!attributes.has(name)) return NO_ROWS;
  return mapConditions(node, (condition) => {
    if (!('value' in condition)) return condition;
    const swap = (value: unknown): unknown => {
      const name = attributeName(value);
      return name === undefined ? value : attributes.get(name);
    };
    const value = condition.value as unknown;
    return {
      ...condition,
      value: Array.isArray(value) ? value.map(swap) : swap(value),
    } as Condition;
  });
}

/**
 * The tree with each condition's field id renamed; undefined when a field has no new name (the
 * caller fails closed).
 */
export function withFieldIds(
  node: FilterNode,
  rename: (fieldId: string) => string | undefined,
): FilterNode | undefined {
  let missing = false;
  const renamed = mapConditions(node, (condition) => {
    const fieldId = rename(condition.fieldId);
    if (fieldId === undefined) missing = true;
    return { ...condition, fieldId: fieldId ?? condition.fieldId };
  });
  return missing ? undefined : renamed;
}

/** All the rules together: each one holds (AND), so none can widen another. */
export function allOf(rules: FilterNode[]): FilterNode | undefined {
  if (rules.length <= 1) return rules[0];
  return { kind: 'and', children: rules };
}

function mapConditions(node: FilterNode, map: (condition: Condition) => Condition): FilterNode {
  if (node.kind === 'condition') return map(node);
  return { kind: node.kind, children: node.children.map((child) => mapConditions(child, map)) };
}

function valuesOf(condition: Condition): unknown[] {
  const value = (condition as { value?: unknown }).value;
  return Array.isArray(value) ? value : [value];
}

function attributeName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return USER_ATTRIBUTE_VALUE.exec(value)?.[1];
}
