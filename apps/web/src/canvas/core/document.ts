import type { CanvasComponent } from '@tessera/contracts';
import { commitDocument } from './history';
import type { EditorState } from './types';

/**
 * The state with a new component list, recorded as one change (one snapshot). Selection is
 * given explicitly because most edits decide what is selected afterwards.
 */
export function withComponents(
  state: EditorState,
  components: readonly CanvasComponent[],
  selection: readonly string[] = state.selection,
): EditorState {
  return { ...commitDocument(state, { ...state.doc, components }), selection };
}

/** Messages (i18n keys of the editor). */
export const MESSAGES = {
  selectComponent: { level: 'info', key: 'panelEditor.message.selectComponent' },
  locked: { level: 'warning', key: 'panelEditor.message.locked' },
  alreadyTop: { level: 'info', key: 'panelEditor.message.alreadyTop' },
  alreadyBottom: { level: 'info', key: 'panelEditor.message.alreadyBottom' },
  selectSeveral: { level: 'info', key: 'panelEditor.message.selectSeveral' },
  selectGroup: { level: 'info', key: 'panelEditor.message.selectGroup' },
  selectOne: { level: 'info', key: 'panelEditor.message.selectOne' },
} as const;
