// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultCanvasStyle } from '@tessera/contracts';
import { livePlace } from './edits';
import { createEditorStore } from './store';
import { counterIds, rect } from './testFixtures';

const store = () =>
  createEditorStore(
    { canvasStyle: defaultCanvasStyle(), components: [rect('a'), rect('b', 200)] },
    counterIds(),
  );

describe('editor store', () => {
  it('records a whole drag as one snapshot, whatever the number of pointer moves', () => {
    const editor = store();
    editor.getState().run('select', { ids: ['a'] });
    for (let x = 1; x <= 30; x += 1)
      editor.getState().apply((s) => livePlace(s, new Map([['a', { left: x }]])));
    expect(editor.getState().editor.history.snapshots).toHaveLength(1);
    editor.getState().run('move', new Map([['a', { left: 30 }]]));
    expect(editor.getState().editor.history.snapshots).toHaveLength(2);
    expect(editor.getState().editor.doc.components[0]!.style.left).toBe(30);
    editor.getState().run('undo');
    expect(editor.getState().editor.doc.components[0]!.style.left).toBe(0);
    editor.getState().run('redo');
    expect(editor.getState().editor.doc.components[0]!.style.left).toBe(30);
  });

  it('keeps untouched components by pointer while one is dragged (cheap re-renders)', () => {
    const editor = store();
    const before = editor.getState().editor.doc.components;
    editor.getState().apply((s) => livePlace(s, new Map([['a', { left: 5 }]])));
    const after = editor.getState().editor.doc.components;
    expect(after[0]).not.toBe(before[0]);
    expect(after[1]).toBe(before[1]);
  });

  it('hands back an action’s message and leaves the state alone when it refuses', () => {
    const editor = store();
    const before = editor.getState().editor;
    const result = editor.getState().run('paste');
    expect(result.message?.key).toBe('panelEditor.message.selectComponent');
    expect(editor.getState().editor).toBe(before);
  });
});
