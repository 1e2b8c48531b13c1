import { useEffect, useRef } from 'react';
import type { StoreApi } from 'zustand';
import { actionForKey, canRun } from '../../../canvas/core/shortcuts';
import type { EditorStore } from '../../../canvas/core/store';
import type { ActionName, ActionPayloads, ActionResult } from '../../../canvas/core/types';

/** Keys typed into a field or an in-place text editor belong to that field. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

/** A dialog or drawer (the chart editor, a picker) owns the keyboard while it is open. */
const overlayOpen = () =>
  document.querySelector('.ant-modal-wrap:not([style*="display: none"]), .ant-drawer-open') !==
  null;

/**
 * SPEC §9 shortcuts on the editor: a key press that maps to an action runs it with its key's
 * payload (an arrow's direction), and the browser's own meaning of the key (print, bookmark,
 * save page…) is suppressed. An action that keeps its key only when it can run (the arrows)
 * asks `canRun` first and otherwise leaves the key to the page.
 */
export function useEditorShortcuts(
  store: StoreApi<EditorStore>,
  run: (name: ActionName, payload: ActionPayloads[ActionName]) => ActionResult | void,
) {
  const runRef = useRef(run);
  runRef.current = run;
  useEffect(() => {
    const keydown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const hit = actionForKey(event);
      if (!hit) return;
      const { action, payload } = hit;
      // Ctrl+S still saves from a field of the side panel; other keys stay with the field.
      if (isTyping(event.target) && action.name !== 'save') return;
      if (overlayOpen()) return;
      if (action.keyOnlyWhenRunnable && !canRun(action, store.getState().editor, payload)) return;
      event.preventDefault();
      runRef.current(action.name, payload);
    };
    window.addEventListener('keydown', keydown);
    return () => window.removeEventListener('keydown', keydown);
  }, [store]);
}
