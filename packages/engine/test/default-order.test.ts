import { describe, expect, it } from 'vitest';
import { withDefaultOrder } from '../src/index.js';

describe('the default order of a grouped answer', () => {
  it('sorts every dimension ascending in well order when the user chose no sort', () => {
    expect(withDefaultOrder([], 2)).toEqual([
      { target: 'dimension', index: 0, direction: 'asc' },
      { target: 'dimension', index: 1, direction: 'asc' },
    ]);
  });

  it('keeps the user sorts first and adds only the dimensions they left unsorted', () => {
    expect(
      withDefaultOrder(
        [
          { target: 'measure', index: 0, direction: 'desc' },
          { target: 'dimension', index: 1, direction: 'desc' },
        ],
        3,
      ),
    ).toEqual([
      { target: 'measure', index: 0, direction: 'desc' },
      { target: 'dimension', index: 1, direction: 'desc' },
      { target: 'dimension', index: 0, direction: 'asc' },
      { target: 'dimension', index: 2, direction: 'asc' },
    ]);
  });

  it('adds nothing to a query without dimensions (a KPI card) and stays within 16 keys', () => {
    expect(withDefaultOrder([], 0)).toEqual([]);
    expect(withDefaultOrder([], 40)).toHaveLength(16);
  });
});
