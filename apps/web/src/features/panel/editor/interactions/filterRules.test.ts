import { describe, expect, it } from 'vitest';
import { FILTER_WIDGETS } from '@tessera/contracts';
import { missesField, needsField } from './filterRules';
import { filterWidget } from './testFixtures';

const setUp = { datasetId: 'd-orders', fieldId: 'o-region' };

describe('the filter setup warning (issue 19)', () => {
  it('is not shown for any widget set up with a field and an empty default value', () => {
    for (const name of FILTER_WIDGETS) {
      expect(missesField(filterWidget('w', name, { attrs: setUp, value: [] })), name).toBe(false);
    }
  });

  it('is shown for every widget that needs a field until it has its dataset and field', () => {
    const needing = FILTER_WIDGETS.filter(needsField);
    expect(needing.length).toBe(FILTER_WIDGETS.length - 1);
    for (const name of needing) {
      expect(missesField(filterWidget('w', name)), name).toBe(true);
      expect(missesField(filterWidget('w', name, { attrs: { datasetId: 'd-orders' } })), name).toBe(
        true,
      );
      // A value without a field filters nothing either.
      expect(missesField(filterWidget('w', name, { attrs: { fieldId: 'o-region' } })), name).toBe(
        true,
      );
    }
  });

  it('is never shown for the confirm button, which filters by no field', () => {
    expect(missesField(filterWidget('w', 'confirmButton'))).toBe(false);
  });
});
