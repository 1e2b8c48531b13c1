import type { Grant, GrantLevelName, GrantTargetType, GrantView } from '@tessera/contracts';

/** The levels a grant may hold, lowest first: each includes the ones before it. */
export const LEVELS: readonly GrantLevelName[] = ['view', 'use', 'export', 'manage'];

/** One row of the authorise dialog: a target, its name and what it holds. */
export interface GrantRow {
  targetType: GrantTargetType;
  targetId: number;
  targetName: string;
  level: GrantLevelName;
  withSubOrgs: boolean;
}

export const rowKey = (row: Pick<GrantRow, 'targetType' | 'targetId'>) =>
  `${row.targetType}-${row.targetId}`;

export const toRows = (views: readonly GrantView[]): GrantRow[] =>
  views.map(({ targetType, targetId, targetName, level, withSubOrgs }) => ({
    targetType,
    targetId,
    targetName,
    level,
    withSubOrgs,
  }));

/**
 * A target added to the list: one grant per target, so adding one already listed replaces its
 * level (and keeps its place).
 */
export function addRow(rows: readonly GrantRow[], added: GrantRow): GrantRow[] {
  const key = rowKey(added);
  return rows.some((row) => rowKey(row) === key)
    ? rows.map((row) => (rowKey(row) === key ? added : row))
    : [...rows, added];
}

export const changeRow = (
  rows: readonly GrantRow[],
  key: string,
  patch: Partial<Pick<GrantRow, 'level' | 'withSubOrgs'>>,
): GrantRow[] => rows.map((row) => (rowKey(row) === key ? { ...row, ...patch } : row));

export const removeRow = (rows: readonly GrantRow[], key: string): GrantRow[] =>
  rows.filter((row) => rowKey(row) !== key);

/** The body's grants: `withSubOrgs` is said for organisations only. */
export const toGrants = (rows: readonly GrantRow[]): Grant[] =>
  rows.map(({ targetType, targetId, level, withSubOrgs }) =>
    targetType === 'dept'
      ? { targetType, targetId, level, withSubOrgs }
      : { targetType, targetId, level },
  );
