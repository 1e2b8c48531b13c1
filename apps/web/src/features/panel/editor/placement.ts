import {
  COMPONENT_DEFAULT_SIZES,
  filterWidgetSize,
  type FilterWidgetName,
  type CanvasComponent,
  type CanvasStyle,
} from '@tessera/contracts';
import { componentMeta } from '../../../canvas/components/registry';
import type { Point } from '../../../canvas/core/geometry';

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

/**
 * A new component of `type` centred on `at`, at its SPEC §9 default size (a picture keeps its
 * own proportions within that size), with `patch` applied to its propValue.
 */
export function newComponentAt<T extends PlaceableType>(
  type: T,
  at: Point,
  canvas: CanvasStyle,
  id: string,
  options: {
    imageSize?: { width: number; height: number } | null;
    /** user-view: the chart it shows. */
    viewId?: string;
    /** filter: which widget (SPEC §9 sizes differ per widget). */
    serviceName?: FilterWidgetName;
  } = {},
): Extract<CanvasComponent, { component: T }> {
  const meta = componentMeta(type);
  const size =
    pictureSize(type, options.imageSize) ??
    (options.serviceName ? filterWidgetSize(options.serviceName) : meta.defaultSize);
  const corner = cornerFor(at, size, canvas);
  const created: CanvasComponent = meta.create({
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
