import type { ActionRegistry } from '../types';
import { addComponentAction } from './addComponent';
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
import { moveAction } from './move';
import { nudgeAction } from './nudge';
import { pasteAction } from './paste';
import { previewAction } from './preview';
import { redoAction } from './redo';
import { removeAction } from './remove';
import { removeJumpAction } from './removeJump';
import { replaceComponentAction } from './replaceComponent';
import { resizeAction } from './resize';
import { rotateAction } from './rotate';
import { saveAction } from './save';
import { selectAction } from './select';
import { setCanvasStyleAction } from './setCanvasStyle';
import { setComponentStyleAction } from './setComponentStyle';
import { setFilterDefaultAction } from './setFilterDefault';
import { setFilterOptionsAction } from './setFilterOptions';
import { setJumpAction } from './setJump';
import { setLinkageAction } from './setLinkage';
import { undoAction } from './undo';
import { unlockAction } from './unlock';

/**
 * Every editor action, by name: every edit of the document or the selection is one of these
 * (DESIGN §3 Editor action). The shortcut keys shown in the help table follow this order.
 */
export const ACTIONS: ActionRegistry = {
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
  nudge: nudgeAction,
  addComponent: addComponentAction,
  replaceComponent: replaceComponentAction,
  move: moveAction,
  resize: resizeAction,
  rotate: rotateAction,
  setComponentStyle: setComponentStyleAction,
  setCanvasStyle: setCanvasStyleAction,
  select: selectAction,
  setFilterOptions: setFilterOptionsAction,
  setFilterDefault: setFilterDefaultAction,
  setLinkage: setLinkageAction,
  setJump: setJumpAction,
  removeJump: removeJumpAction,
};
