// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultCanvasStyle } from '@tessera/contracts';
import {
  HISTORY_LIMIT,
  commitDocument,
  hasUnsavedChanges,
  initialEditorState,
  markSaved,
  redoState,
  undoState,
} from './history';
import { rect } from './testFixtures';

const doc = (n: number) => ({ canvasStyle: defaultCanvasStyle(), components: [rect(`r${n}`)] });

describe('edit history (SPEC §4)', () => {
  it('records a snapshot per change and moves through them with undo and redo', () => {
    let state = initialEditorState(doc(0));
    state = commitDocument(state, doc(1));
    state = commitDocument(state, doc(2));
    expect(state.history.snapshots).toHaveLength(3);
    state = undoState(undoState(state));
    expect(state.doc.components[0]!.id).toBe('r0');
    expect(undoState(state)).toBe(state);
    state = redoState(state);
    expect(state.doc.components[0]!.id).toBe('r1');
  });

  it('discards the later snapshots when a change is recorded after an undo', () => {
    let state = initialEditorState(doc(0));
    state = commitDocument(state, doc(1));
    state = commitDocument(state, doc(2));
    state = undoState(state);
    state = commitDocument(state, doc(3));
    expect(state.history.snapshots.map((s) => s.components[0]!.id)).toEqual(['r0', 'r1', 'r3']);
    expect(redoState(state)).toBe(state);
  });

  it('counts changes until a save resets the counter', () => {
    let state = initialEditorState(doc(0));
    state = commitDocument(commitDocument(state, doc(1)), doc(2));
    expect(state.changeCount).toBe(2);
    expect(hasUnsavedChanges(state)).toBe(true);
    state = markSaved(state);
    expect(state.changeCount).toBe(0);
    expect(hasUnsavedChanges(state)).toBe(false);
  });

  it('sees no unsaved change after undoing back to the saved document', () => {
    let state = initialEditorState(doc(0));
    state = commitDocument(state, doc(1));
    expect(hasUnsavedChanges(undoState(state))).toBe(false);
  });

  it('counts the distance from the saved state: undo back to it is 0, redo is 1 again', () => {
    let state = initialEditorState(doc(0));
    state = commitDocument(commitDocument(state, doc(1)), doc(2));
    state = markSaved(state);
    state = commitDocument(state, doc(3));
    expect(state.changeCount).toBe(1);
    state = undoState(state);
    expect(state.changeCount).toBe(0);
    state = redoState(state);
    expect(state.changeCount).toBe(1);
    // Undo and redo to and fro never make the counter grow.
    for (let n = 0; n < 5; n += 1) state = redoState(undoState(state));
    expect(state.changeCount).toBe(1);
    // Before the saved state the counter grows again as it moves away.
    state = undoState(undoState(undoState(state)));
    expect(state.changeCount).toBe(2);
    state = redoState(redoState(state));
    expect(state.changeCount).toBe(0);
  });

  it('counts through the fork when a change after an undo discards the saved snapshot', () => {
    let state = initialEditorState(doc(0));
    state = commitDocument(commitDocument(state, doc(1)), doc(2));
    state = markSaved(state);
    state = undoState(undoState(state));
    expect(state.changeCount).toBe(2);
    state = commitDocument(state, doc(3));
    // Two steps back to the fork, one forward on the new branch.
    expect(state.changeCount).toBe(3);
    state = undoState(state);
    expect(state.changeCount).toBe(2);
    state = redoState(state);
    expect(state.changeCount).toBe(3);
  });

  it('counts from the document that was saved when edits landed while the save ran', () => {
    let state = initialEditorState(doc(0));
    state = commitDocument(state, doc(1));
    const saving = state.doc;
    state = commitDocument(state, doc(2));
    state = markSaved(state, saving);
    expect(state.changeCount).toBe(1);
    expect(undoState(state).changeCount).toBe(0);
  });

  it('keeps counting from the saved state after the oldest snapshots fall off', () => {
    let state = markSaved(initialEditorState(doc(0)));
    for (let n = 1; n <= HISTORY_LIMIT + 5; n += 1) state = commitDocument(state, doc(n));
    expect(state.changeCount).toBe(HISTORY_LIMIT + 5);
    state = undoState(state);
    expect(state.changeCount).toBe(HISTORY_LIMIT + 4);
  });

  it('records nothing for a change that leaves the document as it was', () => {
    const state = initialEditorState(doc(0));
    const same = commitDocument(state, state.doc);
    expect(same.history.snapshots).toHaveLength(1);
    expect(same.changeCount).toBe(0);
  });

  it('keeps at most HISTORY_LIMIT snapshots, dropping the oldest', () => {
    let state = initialEditorState(doc(0));
    for (let n = 1; n <= HISTORY_LIMIT + 5; n += 1) state = commitDocument(state, doc(n));
    expect(state.history.snapshots).toHaveLength(HISTORY_LIMIT);
    expect(state.history.index).toBe(HISTORY_LIMIT - 1);
    expect(state.doc.components[0]!.id).toBe(`r${HISTORY_LIMIT + 5}`);
  });
});
