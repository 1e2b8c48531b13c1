import type { CanvasComponentType } from '@tessera/contracts';

/** The drag data type of a palette item being dragged onto the canvas. */
export const PALETTE_DRAG_TYPE = 'application/x-tessera-palette';

/**
 * SPEC §2 palette: text, rectangle, button, picture, user view (a chart) and picture upload.
 * Picture upload is not a component of its own: it asks for a file and places a picture.
 */
export type PaletteItem = Exclude<CanvasComponentType, 'group' | 'filter'> | 'picture-upload';

export const PALETTE: readonly PaletteItem[] = [
  'text',
  'rect',
  'button',
  'picture',
  'user-view',
  'picture-upload',
];

export const isPaletteItem = (value: string): value is PaletteItem =>
  (PALETTE as readonly string[]).includes(value);
