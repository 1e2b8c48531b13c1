import { GRANT_KINDS, type GrantKind, type TargetGrant } from '@tessera/contracts';

export interface TargetGrantGroup {
  kind: GrantKind;
  grants: TargetGrant[];
}

/**
 * A target's grants by kind (data sources, datasets, charts, dashboards; empty kinds left out),
 * each by name, keeping those whose name holds the keyword (case-insensitive).
 */
export function groupTargetGrants(
  grants: readonly TargetGrant[],
  keyword: string,
): TargetGrantGroup[] {
  const needle = keyword.trim().toLowerCase();
  const shown = needle
    ? grants.filter((grant) => grant.resourceName.toLowerCase().includes(needle))
    : grants;
  return GRANT_KINDS.map((kind) => ({
    kind,
    grants: shown
      .filter((grant) => grant.kind === kind)
      .sort((a, b) => a.resourceName.localeCompare(b.resourceName)),
  })).filter((group) => group.grants.length > 0);
}
