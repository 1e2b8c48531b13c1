// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { doUndoRedo, editorWith, rect } from '../testFixtures';

describe('preview (Ctrl+P)', () => {
  it('asks the shell to open the preview and records nothing', () => {
    const state = editorWith([rect('a')]);
    const { done, undone, redone } = doUndoRedo(state, 'preview');
    expect(done.effect).toBe('preview');
    expect(done.state).toBe(state);
    expect(undone).toBe(state);
    expect(redone).toBe(state);
  });
});
