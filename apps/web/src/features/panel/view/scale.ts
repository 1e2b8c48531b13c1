import type { CanvasStyle } from '@tessera/contracts';
import type { CanvasScale } from '../../../canvas/components/frameContext';

/** How the preview sizes the canvas: fit its width to the container, or a fixed scale. */
export type PanelFit = 'width' | 'fixed';

export const fitOf = (canvas: Pick<CanvasStyle, 'selfAdaption'>, fit?: PanelFit): PanelFit =>
  fit ?? (canvas.selfAdaption ? 'width' : 'fixed');

/**
 * The zoom the canvas is drawn at. Fitting to width keeps proportions (height follows); a
 * fixed scale is the canvas style's scaleWidth / scaleHeight percent. Before the container is
 * measured (or when it has no width) the canvas is drawn at its own size.
 */
export function canvasScale(
  canvas: Pick<CanvasStyle, 'width' | 'scaleWidth' | 'scaleHeight'>,
  fit: PanelFit,
  containerWidth: number | undefined,
): CanvasScale {
  if (fit === 'fixed') return { x: canvas.scaleWidth / 100, y: canvas.scaleHeight / 100 };
  if (!containerWidth || containerWidth <= 0) return { x: 1, y: 1 };
  const s = containerWidth / canvas.width;
  return { x: s, y: s };
}
