import type { ColumnMask } from '@tessera/engine';
import type { DatasetRow } from '../dataset/repository.js';
import type { Principal } from './access.js';

/**
 * Field-level permission (DESIGN §5, issue 21 part 6): what a principal may not see of a
 * dataset's fields. A hidden field is absent from the field lists a reader gets and refused in
 * every query naming it, directly or through a calculated field (403 FIELD_NOT_PERMITTED); a
 * masked text field's values come out with only the first and last characters kept, masked in
 * the SQL itself (engine `masks`), so the raw values never leave the database. Every door row
 * rules guard passes these too: chart data (linkage, drill), previews and field values.
 */
export interface ColumnScope {
  hidden: ReadonlySet<string>;
  masked: ReadonlyMap<string, ColumnMask>;
}

export interface ColumnRules {
  rulesFor(principal: Principal, dataset: DatasetRow): Promise<ColumnScope> | ColumnScope;
}

export const NO_COLUMN_RESTRICTIONS: ColumnScope = { hidden: new Set(), masked: new Map() };

export const NO_COLUMN_RULES: ColumnRules = { rulesFor: () => NO_COLUMN_RESTRICTIONS };

/** One stored rule as it applies: a field hidden, or masked keeping so many characters. */
export interface AppliedColumnRule {
  fieldId: string;
  mode: 'hide' | 'mask';
  keepStart: number;
  keepEnd: number;
}

/**
 * The rules of the user, their roles and their organisation together: hide wins over mask, and
 * several masks keep the fewest characters at each end (no rule shows more than it allows).
 */
export function combineColumnRules(rules: readonly AppliedColumnRule[]): ColumnScope {
  const hidden = new Set<string>();
  const masked = new Map<string, ColumnMask>();
  for (const rule of rules) {
    if (rule.mode === 'hide') {
      hidden.add(rule.fieldId);
      continue;
    }
    const seen = masked.get(rule.fieldId);
    masked.set(rule.fieldId, {
      keepStart: Math.min(seen?.keepStart ?? rule.keepStart, rule.keepStart),
      keepEnd: Math.min(seen?.keepEnd ?? rule.keepEnd, rule.keepEnd),
    });
  }
  for (const id of hidden) masked.delete(id);
  return { hidden, masked };
}

/** The cache key's part for these rules (SECURITY B4): equal for equal rules, in any order. */
export function columnScopeKey(scope: ColumnScope): { hidden: string[]; masked: string[] } {
  return {
    hidden: [...scope.hidden].sort(),
    masked: [...scope.masked].map(([id, m]) => `${id}:${m.keepStart}:${m.keepEnd}`).sort(),
  };
}
