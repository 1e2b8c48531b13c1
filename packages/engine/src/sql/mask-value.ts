// The SQL of a masked text value: NULL stays NULL; a value no longer than the characters kept
// is all `*` (keeping every character would show it whole); otherwise the first and last
// characters kept, `*` for each one between, so the length still shows (as it would on paper).
import { EngineError } from '../errors.js';
import { MAX_MASK_KEEP, type ColumnMask } from '../model/column-masks.js';
import type { SqlExpr } from './ast.js';

export function maskValue(value: SqlExpr, mask: ColumnMask): SqlExpr {
  const keepStart = keepCount(mask.keepStart);
  const keepEnd = keepCount(mask.keepEnd);
  const kept = keepStart + keepEnd;
  const length: SqlExpr = { kind: 'call', fn: 'length', args: [value] };
  const star: SqlExpr = { kind: 'param', value: '*', type: 'text' };
  const stars = (count: SqlExpr): SqlExpr => ({ kind: 'call', fn: 'repeat', args: [star, count] });
  return {
    kind: 'case',
    branches: [
      { when: { kind: 'isNull', expr: value, negated: false }, then: { kind: 'null' } },
      {
        when: { kind: 'compare', op: '<=', left: length, right: { kind: 'integer', value: kept } },
        then: stars(length),
      },
    ],
    otherwise: {
      kind: 'call',
      fn: 'concat',
      args: [
        { kind: 'call', fn: 'left', args: [value, { kind: 'integer', value: keepStart }] },
        stars({
          kind: 'arithmetic',
          op: '-',
          left: length,
          right: { kind: 'integer', value: kept },
        }),
        { kind: 'call', fn: 'right', args: [value, { kind: 'integer', value: keepEnd }] },
      ],
    },
  };
}

/** Written inline as an integer, so it must be one the compiler can vouch for. */
function keepCount(value: number): number {
  if (!Number.isInteger(value) || value < 0 || value > MAX_MASK_KEEP)
    throw new EngineError('ENGINE_INVALID_MODEL', 'Invalid column mask');
  return value;
}
