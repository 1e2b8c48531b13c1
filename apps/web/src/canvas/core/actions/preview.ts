import { ctrl } from '../keys';
import type { EditorAction } from '../types';

/** Ctrl+P: preview the dashboard as it stands (the shell opens it). */
export const previewAction: EditorAction = {
  name: 'preview',
  labelKey: 'panelEditor.action.preview',
  keys: [ctrl('p')],
  allowedWhenLocked: true,
  predicate: () => true,
  perform: (state) => ({ state, effect: 'preview' }),
};
