import type { ValidationKey } from './validation-messages.js';

/**
 * Bounds that keep a dashboard document a dashboard, not a denial of service (SECURITY E4, E7),
 * set from what the editor makes: the demo dashboards hold 9 and 17 components in 3 and 7 kB of
 * JSON (about 400 characters a component), so 500 components of even two kilobytes each stay
 * inside `dataChars`, and a megabyte is a hundred times the largest dashboard made here.
 * Each bound a person can reach has its own message, so the editor can say which was reached.
 */
export const PANEL_LIMITS = {
  /** Components in one document, group children included. */
  components: 500,
  /** Groups inside groups: a group at the top level is at level 1. */
  groupDepth: 8,
  /** panelData as JSON text. */
  dataChars: 1_000_000,
  /** panelStyle as JSON text. */
  styleChars: 256_000,
  /** Characters of one text run, and of all text of one text component. */
  runChars: 5_000,
  textChars: 20_000,
  /** Runs (differently formatted stretches) of one text component, over all its paragraphs. */
  textRuns: 2_000,
  /** Uploaded picture bytes. */
  imageBytes: 5 * 1024 * 1024,
} as const;

type BoundsKey = Extract<
  ValidationKey,
  'validation.panel.tooManyComponents' | 'validation.panel.groupDepth'
>;

const childrenOfGroup = (item: unknown): unknown[] | null => {
  if (typeof item !== 'object' || item === null) return null;
  const { component, propValue } = item as { component?: unknown; propValue?: unknown };
  return component === 'group' && Array.isArray(propValue) ? propValue : null;
};

/**
 * Whether a component list (raw JSON or parsed) holds more components than the bound, or groups
 * nested deeper than it. One loop with its own stack, stopping at the first bound passed: it
 * costs at most `components` steps however large or deep the input, so it runs before the
 * schema walks the document (a deep recursive walk is what the bound prevents).
 */
export function panelDataBoundsIssue(list: unknown): BoundsKey | null {
  if (!Array.isArray(list)) return null;
  let count = 0;
  const stack: { items: unknown[]; level: number }[] = [{ items: list, level: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    for (const item of next.items) {
      count += 1;
      if (count > PANEL_LIMITS.components) return 'validation.panel.tooManyComponents';
      const children = childrenOfGroup(item);
      if (children === null) continue;
      if (next.level + 1 > PANEL_LIMITS.groupDepth) return 'validation.panel.groupDepth';
      stack.push({ items: children, level: next.level + 1 });
    }
  }
  return null;
}
