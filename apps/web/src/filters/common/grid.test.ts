import { describe, expect, it } from 'vitest';
import { allNodeState, GRID_ALL_NODE_ID, toggleAll, toggleValue } from './grid';

const loaded = ['North', 'South', 'East'];

describe("the grid's All node (SPEC §4, id SPEC §9)", () => {
  it('has the SPEC §9 id', () => {
    expect(GRID_ALL_NODE_ID).toBe(-131072);
  });

  it('is checked when every loaded value is selected', () => {
    expect(allNodeState(['East', 'North', 'South'], loaded)).toBe('checked');
    // A chosen value that is not loaded (a default, a URL filter) does not spoil it.
    expect(allNodeState(['East', 'North', 'South', 'West'], loaded)).toBe('checked');
  });

  it('is unchecked when none is, and when nothing is loaded', () => {
    expect(allNodeState([], loaded)).toBe('unchecked');
    expect(allNodeState(['West'], loaded)).toBe('unchecked');
    expect(allNodeState(['North'], [])).toBe('unchecked');
  });

  it('is indeterminate when some are', () => {
    expect(allNodeState(['South'], loaded)).toBe('indeterminate');
    expect(allNodeState(['South', 'North'], loaded)).toBe('indeterminate');
  });

  it('checking it selects every loaded value; unchecking clears', () => {
    expect(toggleAll(true, [], loaded)).toEqual(loaded);
    expect(toggleAll(true, ['West', 'South'], loaded)).toEqual(['West', 'South', 'North', 'East']);
    expect(toggleAll(false, loaded, loaded)).toEqual([]);
    expect(allNodeState(toggleAll(true, ['South'], loaded), loaded)).toBe('checked');
  });
});

describe('checking one value', () => {
  it('adds or removes it in multiple mode', () => {
    expect(toggleValue(['North'], 'South', true, true)).toEqual(['North', 'South']);
    expect(toggleValue(['North', 'South'], 'North', false, true)).toEqual(['South']);
    expect(toggleValue([1, 2], 2, true, true)).toEqual([1, 2]);
  });

  it('is radio-like in single mode', () => {
    expect(toggleValue(['North'], 'South', true, false)).toEqual(['South']);
    expect(toggleValue(['South'], 'South', false, false)).toEqual([]);
  });
});
