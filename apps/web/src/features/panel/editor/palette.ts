import {
  FILTER_WIDGETS,
  type CanvasComponentType,
  type FilterWidgetName,
} from '@tessera/contracts';

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

/**
 * SPEC §2 filter widgets, in the palette's Filters section: each places a 'filter' component
 * with its serviceName. Dragged as `filter:<serviceName>`.
 */
export type FilterPaletteItem = `filter:${FilterWidgetName}`;

export const filterPaletteItem = (name: FilterWidgetName): FilterPaletteItem => `filter:${name}`;

/** The widget a dragged `filter:<serviceName>` names, or null for anything else. */
export function filterOfPaletteItem(value: string): FilterWidgetName | null {
  const name = value.startsWith('filter:') ? value.slice('filter:'.length) : '';
  return (FILTER_WIDGETS as readonly string[]).includes(name) ? (name as FilterWidgetName) : null;
}
