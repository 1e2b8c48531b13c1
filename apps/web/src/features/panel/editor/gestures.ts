import type { CanvasComponent, ComponentStyle } from '@tessera/contracts';
import type { StoreApi } from 'zustand';
import { livePlace } from '../../../canvas/core/edits';
import {
  outerBox,
  resizeBox,
  rotationTowards,
  unionBox,
  type Box,
  type Handle,
  type Point,
} from '../../../canvas/core/geometry';
import { SNAP_SCREEN_PX, snapMove } from '../../../canvas/core/snap';
import type { EditorStore } from '../../../canvas/core/store';
import type { StyleChanges } from '../../../canvas/core/types';

/**
 * Pointer gestures on the canvas (issue 9 part 4): move (with alignment guides), resize from a
 * handle, rotate. A gesture previews every pointer move in the store without a snapshot and,
 * when the pointer is released, runs its action (move, resize, rotate) with where it left the
 * components: one snapshot (DESIGN §3: a drag is one history entry).
 */

/** Previews a gesture's step: the document changes, the history does not. */
const preview = (store: StoreApi<EditorStore>, changes: StyleChanges) =>
  store.getState().apply((s) => livePlace(s, changes));

/** How screen pixels map to canvas pixels right now. */
export interface CanvasFrame {
  /** The canvas element's top-left corner on screen. */
  origin(): Point;
  /** Zoom: screen px per canvas px. */
  scale: number;
}

export const toCanvasPoint = (frame: CanvasFrame, clientX: number, clientY: number): Point => {
  const origin = frame.origin();
  return { x: (clientX - origin.x) / frame.scale, y: (clientY - origin.y) / frame.scale };
};

const round = (n: number) => Math.round(n);

/** Follows the pointer until it is released; `onMove` gets canvas-space deltas. */
function follow(
  start: { clientX: number; clientY: number },
  frame: CanvasFrame,
  onMove: (dx: number, dy: number, event: PointerEvent) => void,
  onEnd: () => void,
) {
  let frameRequest = 0;
  let last: PointerEvent | null = null;
  const flush = () => {
    frameRequest = 0;
    if (!last) return;
    onMove(
      (last.clientX - start.clientX) / frame.scale,
      (last.clientY - start.clientY) / frame.scale,
      last,
    );
  };
  const move = (event: PointerEvent) => {
    last = event;
    // Pointer events can outpace the screen; one update per animation frame is enough.
    if (!frameRequest) frameRequest = requestAnimationFrame(flush);
  };
  const up = () => {
    if (frameRequest) cancelAnimationFrame(frameRequest);
    flush();
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', up);
    window.removeEventListener('pointercancel', up);
    onEnd();
  };
  window.addEventListener('pointermove', move);
  window.addEventListener('pointerup', up);
  window.addEventListener('pointercancel', up);
}

/** Moves the selected (unlocked) components together, snapping their joint box to guides. */
export function startMove(
  store: StoreApi<EditorStore>,
  frame: CanvasFrame,
  start: { clientX: number; clientY: number },
) {
  const { editor } = store.getState();
  const ids = new Set(editor.selection);
  const moving = editor.doc.components.filter((c) => ids.has(c.id) && !c.isLock);
  if (moving.length === 0) return;
  const startStyles = new Map(moving.map((c) => [c.id, c.style]));
  const startBox = unionBox(moving.map((c) => outerBox(c.style)));
  // The other components' boxes, measured once: they do not move during this drag.
  const others = editor.doc.components.filter((c) => !ids.has(c.id)).map((c) => outerBox(c.style));
  const canvas: Box = {
    left: 0,
    top: 0,
    width: editor.doc.canvasStyle.width,
    height: editor.doc.canvasStyle.height,
  };
  const matrix = editor.doc.canvasStyle.auxiliaryMatrix;
  let placed: StyleChanges | null = null;
  follow(
    start,
    frame,
    (dx, dy, event) => {
      if (!placed && Math.abs(dx) < 1 && Math.abs(dy) < 1) return;
      const proposed = { ...startBox, left: startBox.left + dx, top: startBox.top + dy };
      // Alt held: no snapping (fine positioning).
      const snapped = event.altKey
        ? { left: proposed.left, top: proposed.top, guides: [] }
        : snapMove(proposed, others, {
            threshold: SNAP_SCREEN_PX / frame.scale,
            canvas,
            matrix,
          });
      const ddx = snapped.left - startBox.left;
      const ddy = snapped.top - startBox.top;
      const changes = new Map<string, Partial<ComponentStyle>>();
      for (const [id, style] of startStyles)
        changes.set(id, { left: round(style.left + ddx), top: round(style.top + ddy) });
      placed = changes;
      preview(store, changes);
      store.getState().setGuides(snapped.guides);
    },
    () => {
      store.getState().setGuides([]);
      if (placed) store.getState().run('move', placed);
    },
  );
}

/** Resizes one component from a handle, in its own (possibly turned) frame. */
export function startResize(
  store: StoreApi<EditorStore>,
  frame: CanvasFrame,
  component: CanvasComponent,
  handle: Handle,
  start: { clientX: number; clientY: number },
) {
  const base = component.style;
  let placed: StyleChanges | null = null;
  follow(
    start,
    frame,
    (dx, dy) => {
      const box = resizeBox(base, handle, dx, dy);
      const change = {
        left: round(box.left),
        top: round(box.top),
        width: round(box.width),
        height: round(box.height),
      };
      placed = new Map([[component.id, change]]);
      preview(store, placed);
    },
    () => {
      if (placed) store.getState().run('resize', placed);
    },
  );
}

/** Turns one component towards the pointer; Shift snaps to 15° steps. */
export function startRotate(
  store: StoreApi<EditorStore>,
  frame: CanvasFrame,
  component: CanvasComponent,
  start: { clientX: number; clientY: number },
) {
  const base = component.style;
  let placed: StyleChanges | null = null;
  follow(
    start,
    frame,
    (_dx, _dy, event) => {
      const pointer = toCanvasPoint(frame, event.clientX, event.clientY);
      const rotate = rotationTowards(base, pointer, event.shiftKey);
      placed = new Map([[component.id, { rotate }]]);
      preview(store, placed);
    },
    () => {
      if (placed) store.getState().run('rotate', placed);
    },
  );
}
