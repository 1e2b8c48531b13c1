import type { CanvasComponentType, FilterWidgetName } from '@tessera/contracts';
import { paletteEntries } from '../../../canvas/components/registry';
import { filterWidgetMeta } from '../../../filters/registry';

/** The drag data type of a palette item being dragged onto the canvas. */
export const PALETTE_DRAG_TYPE = 'application/x-tessera-palette';

/**
 * SPEC §2 palette: text, rectangle, button, picture, user view (a chart) and picture upload,
 * listed by the types themselves (their meta's `palette`, canvas/components/registry). Picture
 * upload is not a component of its own: it asks for a file and places a picture.
 */
export type PaletteItem = Exclude<CanvasComponentType, 'group' | 'filter'> | 'picture-upload';

/** True for an item some registered type lists in the palette. */
export const isPaletteItem = (value: string): value is PaletteItem =>
  paletteEntries().some((entry) => entry.item === value);

/**
 * SPEC §2 filter widgets, in the palette's Filters section: each places a 'filter' component
 * with its serviceName. Dragged as `filter:<serviceName>`.
 */
export type FilterPaletteItem = `filter:${FilterWidgetName}`;

export const filterPaletteItem = (name: FilterWidgetName): FilterPaletteItem => `filter:${name}`;

/** The registered widget a dragged `filter:<serviceName>` names, or null for anything else. */
export function filterOfPaletteItem(value: string): FilterWidgetName | null {
  const name = value.startsWith('filter:') ? value.slice('filter:'.length) : '';
  return filterWidgetMeta(name as FilterWidgetName)?.name ?? null;
}
