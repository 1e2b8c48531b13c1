import type { CanvasComponent, CanvasComponentType } from '@tessera/contracts';
import { buttonMeta } from './button';
import { filterMeta } from './filter';
import { groupMeta } from './group';
import { pictureMeta } from './picture';
import { rectMeta } from './rect';
import { textMeta } from './text';
import type { CanvasComponentMeta } from './types';
import { userViewMeta } from './user-view';

type MetaOf<T extends CanvasComponentType> = CanvasComponentMeta<
  Extract<CanvasComponent, { component: T }>
>;

/** Every canvas component type (DESIGN §3 seam); the 12 filter widgets are one type, `filter`. */
export const COMPONENT_METAS: { [T in CanvasComponentType]: MetaOf<T> } = {
  text: textMeta,
  rect: rectMeta,
  button: buttonMeta,
  picture: pictureMeta,
  'user-view': userViewMeta,
  filter: filterMeta,
  group: groupMeta,
};

/** The palette's order (SPEC §2: text, rectangle, button, picture, user view). */
export const PALETTE_TYPES = ['text', 'rect', 'button', 'picture', 'user-view'] as const;

export function componentMeta<T extends CanvasComponentType>(type: T): MetaOf<T> {
  const meta = COMPONENT_METAS[type];
  if (!meta) throw new Error(`unknown canvas component type: ${String(type)}`);
  return meta;
}
