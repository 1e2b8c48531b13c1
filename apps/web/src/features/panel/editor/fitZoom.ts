/**
 * The editor's first minute (issue 19 part 7): it opens with the whole canvas width in view,
 * left of the side panel. These are the widths around the canvas in editor.css: the palette
 * column, the canvas scroll area's left padding, and its right padding — the room kept for the
 * side panel (300 px wide, 12 px from the edge) so it never covers the canvas.
 */
export const PALETTE_WIDTH = 76;
export const CANVAS_PADDING = 24;
export const SIDE_PANEL_ROOM = 336;

/** The zoom (percent) a canvas of `canvasWidth` opens at in a window `windowWidth` wide. */
export function fitZoom(canvasWidth: number, windowWidth: number): number {
  const room = windowWidth - PALETTE_WIDTH - CANVAS_PADDING - SIDE_PANEL_ROOM;
  const zoom = Math.floor((room / Math.max(1, canvasWidth)) * 100);
  // Never past actual size; never below the smallest zoom a document may hold.
  return Math.max(10, Math.min(100, zoom));
}

/**
 * Whether a side panel remembered at `x` stays clear of the canvas: only in the column kept
 * for it on the right (else it opens docked there again).
 */
export const sidePanelClearOfCanvas = (x: number, windowWidth: number) =>
  x >= windowWidth - SIDE_PANEL_ROOM;
