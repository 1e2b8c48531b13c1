// The whole SECURITY C4 list, side by side per dialect (see case-helpers.ts).
import type { RefusedCase } from './case-helpers.js';
import { REFUSED_READS } from './refused-reads.js';
import { REFUSED_SPELLINGS } from './refused-spellings.js';
import { REFUSED_STATEMENTS } from './refused-statements.js';

export type { RefusedCase } from './case-helpers.js';
export { MARKER } from './case-helpers.js';

export const REFUSED_CASES: readonly RefusedCase[] = [
  ...REFUSED_STATEMENTS,
  ...REFUSED_READS,
  ...REFUSED_SPELLINGS,
];
