// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { GroupComponent } from '@tessera/contracts';
import { runAction } from '../shortcuts';
import { counterIds, doUndoRedo, editorWith, idsOf, rect } from '../testFixtures';

describe('decompose (Ctrl+B)', () => {
  it('puts the children back where they were, selected, and undoes and redoes', () => {
    const context = counterIds();
    const grouped = runAction(
      editorWith([rect('a', 10, 20), rect('b', 200, 100, { rotate: 30 })], ['a', 'b']),
      'compose',
      context,
    ).state;
    const { done, undone, redone } = doUndoRedo(grouped, 'decompose', context);
    expect(idsOf(done.state)).toEqual(['a', 'b']);
    const [a, b] = done.state.doc.components;
    expect(a!.style.left).toBeCloseTo(10, 6);
    expect(a!.style.top).toBeCloseTo(20, 6);
    expect(b!.style.left).toBeCloseTo(200, 6);
    expect(b!.style.rotate).toBeCloseTo(30, 6);
    expect(a!.groupStyle).toBeUndefined();
    expect(done.state.selection).toEqual(['a', 'b']);
    expect(idsOf(undone)).toEqual(['n1']);
    expect(idsOf(redone)).toEqual(['a', 'b']);
  });

  it('applies the group’s moves and resizes to its children', () => {
    const context = counterIds();
    let state = runAction(
      editorWith([rect('a', 0, 0), rect('b', 100, 50)], ['a', 'b']),
      'compose',
      context,
    ).state;
    const group = state.doc.components[0] as GroupComponent;
    const resized = { ...group, style: { ...group.style, left: 50, width: group.style.width * 2 } };
    state = { ...state, doc: { ...state.doc, components: [resized] } };
    state = runAction(state, 'decompose', context).state;
    expect(state.doc.components[1]!.style).toMatchObject({ left: 250, width: 200 });
  });

  it('asks for a group when the selection is not one', () => {
    const state = editorWith([rect('a')], ['a']);
    expect(runAction(state, 'decompose', counterIds()).message?.key).toBe(
      'panelEditor.message.selectGroup',
    );
  });
});
