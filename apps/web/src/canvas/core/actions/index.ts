import type { ActionName, EditorAction } from '../types';
import { clearCanvasAction } from './clearCanvas';
import { composeAction } from './compose';
import { copyAction } from './copy';
import { cutAction } from './cut';
import { decomposeAction } from './decompose';
import { layerBottomAction } from './layerBottom';
import { layerDownAction } from './layerDown';
import { layerTopAction } from './layerTop';
import { layerUpAction } from './layerUp';
import { lockAction } from './lock';
import { pasteAction } from './paste';
import { previewAction } from './preview';
import { redoAction } from './redo';
import { removeAction } from './remove';
import { saveAction } from './save';
import { undoAction } from './undo';
import { unlockAction } from './unlock';

/** Every editor action, by name. */
export const ACTIONS: Readonly<Record<ActionName, EditorAction>> = {
  copy: copyAction,
  paste: pasteAction,
  cut: cutAction,
  undo: undoAction,
  redo: redoAction,
  compose: composeAction,
  decompose: decomposeAction,
  lock: lockAction,
  unlock: unlockAction,
  save: saveAction,
  preview: previewAction,
  remove: removeAction,
  clearCanvas: clearCanvasAction,
  layerUp: layerUpAction,
  layerDown: layerDownAction,
  layerTop: layerTopAction,
  layerBottom: layerBottomAction,
};
