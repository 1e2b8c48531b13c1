import {
  COMPONENT_DEFAULT_SIZES,
  filterWidgetSize,
  type FilterWidgetName,
  type CanvasComponent,
  type CanvasStyle,
} from '@tessera/contracts';
import { componentMeta } from '../../../canvas/components/registry';
import { outerBox, type Box, type Point } from '../../../canvas/core/geometry';

type PlaceableType = Exclude<CanvasComponent['component'], 'group'>;

/** The top-left corner that centres a box of `size` on `at`, kept inside the canvas. */
export function cornerFor(
  at: Point,
  size: { width: number; height: number },
  canvas: Pick<CanvasStyle, 'width' | 'height'>,
): Point {
  const clamp = (value: number, max: number) => Math.max(0, Math.min(Math.round(value), max));
  return {
    x: clamp(at.x - size.width / 2, Math.max(0, canvas.width - size.width)),
    y: clamp(at.y - size.height / 2, Math.max(0, canvas.height - size.height)),
  };
}

/** Space left between a component placed in free space and its neighbours. */
export const PLACEMENT_GAP = 10;

const overlaps = (a: Box, b: Box) =>
  a.left < b.left + b.width &&
  b.left < a.left + a.width &&
  a.top < b.top + b.height &&
  b.top < a.top + a.height;

/**
 * Where a new box of `size` goes when the user did not point at a place (a palette click): the
 * first spot in reading order — top to bottom, then left to right — where it fits inside the
 * canvas without overlapping any component, else at the left edge below everything. Spots
 * tried are the canvas corner and the places just right of and just below each component (a
 * free spot can always slide up or left until it meets one of those), so this stays quick for
 * the 500 components a dashboard may hold.
 */
export function freeSpotFor(
  size: { width: number; height: number },
  components: readonly Pick<CanvasComponent, 'style'>[],
  canvas: Pick<CanvasStyle, 'width' | 'height'>,
): Point {
  const boxes = components.map((c) => outerBox(c.style));
  const xs = new Set([0, ...boxes.map((b) => Math.ceil(b.left + b.width) + PLACEMENT_GAP)]);
  const ys = new Set([0, ...boxes.map((b) => Math.ceil(b.top + b.height) + PLACEMENT_GAP)]);
  const sortedXs = [...xs].filter((x) => x + size.width <= canvas.width).sort((a, b) => a - b);
  const sortedYs = [...ys].filter((y) => y + size.height <= canvas.height).sort((a, b) => a - b);
  for (const y of sortedYs)
    for (const x of sortedXs) {
      const box = { left: x, top: y, width: size.width, height: size.height };
      // A little room around the candidate, so it never touches a neighbour it did not align to.
      const padded = {
        left: box.left - PLACEMENT_GAP + 1,
        top: box.top - PLACEMENT_GAP + 1,
        width: box.width + 2 * PLACEMENT_GAP - 2,
        height: box.height + 2 * PLACEMENT_GAP - 2,
      };
      if (!boxes.some((b) => overlaps(padded, b))) return { x, y };
    }
  const bottom = boxes.reduce((max, b) => Math.max(max, Math.ceil(b.top + b.height)), 0);
  return { x: 0, y: boxes.length === 0 ? 0 : bottom + PLACEMENT_GAP };
}

/** The size a new component of `type` gets (SPEC §9), before it is placed. */
export function newComponentSize(
  type: PlaceableType,
  options: {
    imageSize?: { width: number; height: number } | null;
    serviceName?: FilterWidgetName;
  } = {},
): { width: number; height: number } {
  const meta = componentMeta(type);
  return (
    pictureSize(type, options.imageSize) ??
    (options.serviceName ? filterWidgetSize(options.serviceName) : meta.defaultSize)
  );
}

interface NewComponentOptions {
  imageSize?: { width: number; height: number } | null;
  /** user-view: the chart it shows. */
  viewId?: string;
  /** filter: which widget (SPEC §9 sizes differ per widget). */
  serviceName?: FilterWidgetName;
}

/**
 * A new component of `type` centred on `at`, at its SPEC §9 default size (a picture keeps its
 * own proportions within that size), with `patch` applied to its propValue.
 */
export function newComponentAt<T extends PlaceableType>(
  type: T,
  at: Point,
  canvas: CanvasStyle,
  id: string,
  options: NewComponentOptions = {},
): Extract<CanvasComponent, { component: T }> {
  const size = newComponentSize(type, options);
  return createAt(type, cornerFor(at, size, canvas), size, id, options);
}

/**
 * A new component of `type` in the first free space of the canvas (freeSpotFor): what a palette
 * click adds, so it never lands on top of the last one.
 */
export function newComponentInFreeSpace<T extends PlaceableType>(
  type: T,
  doc: { canvasStyle: CanvasStyle; components: readonly CanvasComponent[] },
  id: string,
  options: NewComponentOptions = {},
): Extract<CanvasComponent, { component: T }> {
  const size = newComponentSize(type, options);
  return createAt(type, freeSpotFor(size, doc.components, doc.canvasStyle), size, id, options);
}

function createAt<T extends PlaceableType>(
  type: T,
  corner: Point,
  size: { width: number; height: number },
  id: string,
  options: NewComponentOptions,
): Extract<CanvasComponent, { component: T }> {
  const created: CanvasComponent = componentMeta(type).create({
    id,
    left: corner.x,
    top: corner.y,
    ...(options.viewId ? { viewId: options.viewId } : {}),
    ...(options.serviceName ? { serviceName: options.serviceName } : {}),
  });
  return {
    ...created,
    style: { ...created.style, width: size.width, height: size.height },
  } as Extract<CanvasComponent, { component: T }>;
}

/** A picture fits its own proportions into the default picture size (SPEC §9: 300x200). */
function pictureSize(
  type: PlaceableType,
  image: { width: number; height: number } | null | undefined,
) {
  if (type !== 'picture' || !image || image.width <= 0 || image.height <= 0) return null;
  const box = COMPONENT_DEFAULT_SIZES.picture;
  const ratio = Math.min(box.width / image.width, box.height / image.height, 1);
  return {
    width: Math.max(10, Math.round(image.width * ratio)),
    height: Math.max(10, Math.round(image.height * ratio)),
  };
}
