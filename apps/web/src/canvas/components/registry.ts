import type { CanvasComponent, CanvasComponentType } from '@tessera/contracts';
import { buttonMeta } from './button';
import { filterMeta } from './filter';
import { groupMeta } from './group';
import { pictureMeta } from './picture';
import { rectMeta } from './rect';
import { textMeta } from './text';
import type { CanvasComponentMeta, PaletteEntry } from './types';
import { userViewMeta } from './user-view';

type MetaOf<T extends CanvasComponentType> = CanvasComponentMeta<
  Extract<CanvasComponent, { component: T }>
>;

/** The meta of any one type. */
export type AnyComponentMeta = { [T in CanvasComponentType]: MetaOf<T> }[CanvasComponentType];

/**
 * Every canvas component type (DESIGN §3 seam), by type. The canvas, the palette and the side
 * panel read a type from here, so a new type is its folder under canvas/components/ plus one
 * registerComponent line below. The 12 filter widgets are one type, `filter`.
 */
const METAS = new Map<string, AnyComponentMeta>();

export function registerComponent(meta: AnyComponentMeta): void {
  METAS.set(meta.type, meta);
}

/** The registered types, in the order they were registered. */
export const registeredComponents = (): AnyComponentMeta[] => [...METAS.values()];

export function componentMeta<T extends CanvasComponentType>(type: T): MetaOf<T> {
  const meta = METAS.get(type);
  if (!meta) throw new Error(`unknown canvas component type: ${String(type)}`);
  // Registered under its own type, so the meta found is that type's.
  return meta as unknown as MetaOf<T>;
}

/** The editor's palette (SPEC §2): every type's palette items, in their order. */
export const paletteEntries = (): PaletteEntry[] =>
  registeredComponents()
    .flatMap((meta) => meta.palette ?? [])
    .sort((a, b) => a.order - b.order);

/** Starts (and waits for) every type's editor pane chunk: the editor shows them on selection. */
export const preloadOptionsPanes = (): Promise<unknown> =>
  Promise.all(registeredComponents().map((meta) => meta.OptionsPane?.preload?.()));

registerComponent(textMeta);
registerComponent(rectMeta);
registerComponent(buttonMeta);
registerComponent(pictureMeta);
registerComponent(userViewMeta);
registerComponent(filterMeta);
registerComponent(groupMeta);
