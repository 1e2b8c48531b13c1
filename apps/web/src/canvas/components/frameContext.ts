import { createContext, useContext } from 'react';

/** The zoom the canvas is drawn at (x and y differ when a fixed preview scale stretches). */
export interface CanvasScale {
  x: number;
  y: number;
}

export const CanvasScaleContext = createContext<CanvasScale>({ x: 1, y: 1 });
/** The canvas zoom; 1 unless the preview (or the editor) provides one. */
export const useCanvasScale = () => useContext(CanvasScaleContext);

/**
 * The size in canvas px of the box a View draws in (after the dashboard gap). A group reads it
 * to size its children from their fractions; null outside a CanvasItem (the View then uses its
 * own style's size).
 */
export const FrameSizeContext = createContext<{ width: number; height: number } | null>(null);
export const useFrameSize = () => useContext(FrameSizeContext);
