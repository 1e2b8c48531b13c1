import { GRID_ALL_NODE_ID, type ScalarValue } from '@tessera/contracts';

/**
 * The grid (list) widgets' 'All' node (SPEC §4, SPEC §9 id GRID_ALL_NODE_ID): its state follows
 * the loaded values, and checking or unchecking it selects or clears every one of them.
 */

export { GRID_ALL_NODE_ID };

export type AllNodeState = 'checked' | 'unchecked' | 'indeterminate';

/** Checked when every loaded value is selected, unchecked when none is, indeterminate between. */
export function allNodeState(
  selected: readonly ScalarValue[],
  loaded: readonly ScalarValue[],
): AllNodeState {
  if (loaded.length === 0) return 'unchecked';
  const chosen = new Set(selected);
  const count = loaded.filter((v) => chosen.has(v)).length;
  if (count === 0) return 'unchecked';
  return count === loaded.length ? 'checked' : 'indeterminate';
}

/** Checking 'All' selects every loaded value (keeping chosen ones not loaded); unchecking clears. */
export function toggleAll(
  checked: boolean,
  selected: readonly ScalarValue[],
  loaded: readonly ScalarValue[],
): ScalarValue[] {
  if (!checked) return [];
  const next = [...selected];
  const chosen = new Set(selected);
  for (const v of loaded) if (!chosen.has(v)) next.push(v);
  return next;
}

/**
 * One value checked or unchecked. In single mode the list is radio-like: checking a value
 * makes it the only one, unchecking it leaves none.
 */
export function toggleValue(
  selected: readonly ScalarValue[],
  value: ScalarValue,
  checked: boolean,
  multiple: boolean,
): ScalarValue[] {
  if (!multiple) return checked ? [value] : [];
  const rest = selected.filter((v) => v !== value);
  return checked ? [...rest, value] : rest;
}
