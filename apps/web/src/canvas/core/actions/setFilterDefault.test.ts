// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filterComponentSchema, type FilterComponent } from '@tessera/contracts';
import { runAction } from '../shortcuts';
import { counterIds, doUndoRedo, editorWith, expectRoundTrip, rect } from '../testFixtures';

const widget = (id: string): FilterComponent =>
  filterComponentSchema.parse({
    id,
    component: 'filter',
    serviceName: 'textSelect',
    style: { left: 0, top: 0, width: 300, height: 90 },
    options: {},
  });

const valueOf = (state: ReturnType<typeof editorWith>) =>
  (state.doc.components[0] as FilterComponent).options.value;

describe('set a filter widget’s default value', () => {
  it('saves the value a viewer first sees as one change, and undoes and redoes', () => {
    const state = editorWith([widget('w')]);
    const result = doUndoRedo(state, 'setFilterDefault', counterIds(), {
      componentId: 'w',
      value: ['East'],
    });
    expectRoundTrip(state, result);
    expect(valueOf(result.done.state)).toEqual(['East']);
    expect(valueOf(result.undone)).toEqual([]);
    expect(valueOf(result.redone)).toEqual(['East']);
  });

  it('records nothing for a component that is not a filter widget', () => {
    const state = editorWith([rect('r')]);
    const payload = { componentId: 'r', value: ['x'] };
    expect(runAction(state, 'setFilterDefault', counterIds(), payload).state).toBe(state);
  });
});
