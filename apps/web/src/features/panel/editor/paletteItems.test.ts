// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FILTER_WIDGETS } from '@tessera/contracts';
import { filterOfPaletteItem, filterPaletteItem, isPaletteItem } from './paletteItems';

describe('palette items', () => {
  it('name each filter widget by its serviceName when dragged', () => {
    for (const name of FILTER_WIDGETS)
      expect(filterOfPaletteItem(filterPaletteItem(name))).toBe(name);
    expect(isPaletteItem(filterPaletteItem('date'))).toBe(false);
  });

  it('refuse anything that is not one of the 12 widgets', () => {
    expect(filterOfPaletteItem('filter:script')).toBeNull();
    expect(filterOfPaletteItem('text')).toBeNull();
    expect(filterOfPaletteItem('filter:')).toBeNull();
  });
});
