import type { DatasourceColumn } from '@tessera/contracts';

export type DeType = DatasourceColumn['deType'];

/** SPEC §3 field type codes and how the table browser shows them. */
export const DE_TYPES: Record<DeType, { key: 'text' | 'time' | 'number'; colour: string }> = {
  0: { key: 'text', colour: 'blue' },
  1: { key: 'time', colour: 'green' },
  2: { key: 'number', colour: 'orange' },
};

/** The i18n key of a deType's label; unknown codes read as text, the safe default. */
export function deTypeLabelKey(deType: number): string {
  const known = DE_TYPES[deType as DeType];
  return `datasource.deType.${known ? known.key : 'text'}`;
}

export function deTypeColour(deType: number): string {
  return (DE_TYPES[deType as DeType] ?? DE_TYPES[0]).colour;
}

/** Counts per deType, for the column summary above the table ("3 text · 1 time · 2 number"). */
export function countByDeType(columns: readonly Pick<DatasourceColumn, 'deType'>[]) {
  const counts: Record<DeType, number> = { 0: 0, 1: 0, 2: 0 };
  for (const column of columns) {
    const code: DeType = column.deType in DE_TYPES ? column.deType : 0;
    counts[code] += 1;
  }
  return counts;
}
