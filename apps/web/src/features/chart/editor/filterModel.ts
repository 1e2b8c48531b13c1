import {
  filterNodeSchema,
  parseCustomFilter,
  type DatasetField,
  type FilterNode,
} from '@tessera/contracts';
import {
  conditionNode,
  editedValues,
  replaceChild,
  walkConditions,
  type ConditionProblem,
  type EditedCondition,
  type EditedGroup,
} from '../../../lib/filterTree';

export { needsValue, operatorsFor } from '../../../lib/filterTree';

/**
 * The custom filter builder's model (SPEC §3 customFilter: JSON text of a FilterNode). The UI
 * edits a looser tree — values as typed text (lib/filterTree.ts) — and turns it into a
 * FilterNode only when every condition is complete; otherwise it names what is missing.
 */
export type UiCondition = EditedCondition;
export type UiGroup = EditedGroup<UiCondition>;
export type UiNode = UiCondition | UiGroup;

let counter = 0;
export const nextKey = () => `f${++counter}`;

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
  return { kind: 'condition', key: nextKey(), fieldId: node.fieldId, ...editedValues(node) };
}

export type FilterProblem = ConditionProblem;

export interface BuildResult {
  /** The JSON text to store ('' when the tree holds no condition). */
  text: string;
  /** Problems by condition key; the text is only valid when this is empty. */
  problems: Record<string, FilterProblem>;
}

/** The builder's tree as customFilter text; empty groups are dropped. */
export function buildCustomFilter(root: UiGroup, fieldList: readonly DatasetField[]): BuildResult {
  const fields = new Map(fieldList.map((field) => [field.id, field]));
  const { node, problems } = walkConditions(root, (ui: UiCondition) => conditionNode(ui, fields));
  if (!node || Object.keys(problems).length > 0) return { text: '', problems };
  // The contract's own schema has the last word (lengths, list sizes).
  if (!filterNodeSchema.safeParse(node).success) return { text: '', problems: { root: 'value' } };
  return { text: JSON.stringify(node), problems };
}

/** Replaces the node with `key` anywhere in the tree (or removes it when `next` is null). */
export const updateNode = (root: UiGroup, key: string, next: UiNode | null): UiGroup =>
  replaceChild(root, key, next);
