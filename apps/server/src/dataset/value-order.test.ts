import { describe, expect, it } from 'vitest';
import { compareValues, mergeValuePages } from './value-order.js';

describe('filter value order', () => {
  it('puts numbers first by value, then texts by code point', () => {
    expect([10, 'b', 2.5, 'B', -1].sort(compareValues)).toEqual([-1, 2.5, 10, 'B', 'b']);
    // U+FF5E sorts before an astral character (U+1F600) by code point, unlike UTF-16 order.
    expect(['😀', '～'].sort(compareValues)).toEqual(['～', '😀']);
    expect(['ab', 'a'].sort(compareValues)).toEqual(['a', 'ab']);
  });

  it('merges pages into one sorted list without repeats, keeping "1" and 1 apart', () => {
    expect(
      mergeValuePages([
        ['a', 'c'],
        ['b', 'c', '1'],
        [1, 2],
      ]),
    ).toEqual([1, 2, '1', 'a', 'b', 'c']);
  });
});
