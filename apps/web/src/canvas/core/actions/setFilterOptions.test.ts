// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filterComponentSchema, type FilterComponent } from '@tessera/contracts';
import { counterIds, doUndoRedo, editorWith, expectRoundTrip, rect } from '../testFixtures';

const widget = (id: string): FilterComponent =>
  filterComponentSchema.parse({
    id,
    component: 'filter',
    serviceName: 'textSelect',
    style: { left: 0, top: 0, width: 300, height: 90 },
    options: {},
  });

describe('set a filter widget’s options (its options pane)', () => {
  it('sets its attrs and default value as one change, and undoes and redoes', () => {
    const state = editorWith([rect('r'), widget('w')]);
    const options = {
      attrs: { ...widget('w').options.attrs, datasetId: 'd-1', fieldId: 'f-1', label: 'Region' },
      value: ['North'],
    };
    const result = doUndoRedo(state, 'setFilterOptions', counterIds(), {
      componentId: 'w',
      options,
    });
    expectRoundTrip(state, result);
    const optionsOf = (s: typeof state) => (s.doc.components[1] as FilterComponent).options;
    expect(optionsOf(result.done.state)).toEqual(options);
    expect(optionsOf(result.undone).attrs.fieldId).toBeNull();
    expect(optionsOf(result.redone)).toEqual(options);
  });
});
