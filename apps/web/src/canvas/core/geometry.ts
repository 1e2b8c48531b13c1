import type { ComponentStyle, GroupStyle } from '@tessera/contracts';

/**
 * Canvas geometry, pure (DESIGN §9 habit 2): boxes, rotation, group and decompose, resizing a
 * rotated box from any handle. Angles are in degrees, clockwise, about the box's centre — the
 * way CSS `rotate()` turns an element.
 */

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

const RAD = Math.PI / 180;

export const centreOf = (box: Box): Point => ({
  x: box.left + box.width / 2,
  y: box.top + box.height / 2,
});

/** `point` turned by `degrees` about `origin`. */
export function rotatePoint(point: Point, origin: Point, degrees: number): Point {
  if (degrees % 360 === 0) return point;
  const cos = Math.cos(degrees * RAD);
  const sin = Math.sin(degrees * RAD);
  const dx = point.x - origin.x;
  const dy = point.y - origin.y;
  return { x: origin.x + dx * cos - dy * sin, y: origin.y + dx * sin + dy * cos };
}

/** The axis-aligned box around a box turned by `rotate` (what it covers on the canvas). */
export function outerBox(style: Box & { rotate?: number }): Box {
  const rotate = style.rotate ?? 0;
  if (rotate % 180 === 0)
    return { left: style.left, top: style.top, width: style.width, height: style.height };
  const c = centreOf(style);
  const corners = [
    { x: style.left, y: style.top },
    { x: style.left + style.width, y: style.top },
    { x: style.left, y: style.top + style.height },
    { x: style.left + style.width, y: style.top + style.height },
  ].map((p) => rotatePoint(p, c, rotate));
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { left, top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
}

/** The smallest box holding every box. */
export function unionBox(boxes: readonly Box[]): Box {
  const left = Math.min(...boxes.map((b) => b.left));
  const top = Math.min(...boxes.map((b) => b.top));
  const right = Math.max(...boxes.map((b) => b.left + b.width));
  const bottom = Math.max(...boxes.map((b) => b.top + b.height));
  return { left, top, width: right - left, height: bottom - top };
}

/** A child's place in its group as fractions of the group box (groupStyle, SPEC §3). */
export function toGroupStyle(child: ComponentStyle, group: Box): GroupStyle {
  return {
    left: (child.left - group.left) / group.width,
    top: (child.top - group.top) / group.height,
    width: child.width / group.width,
    height: child.height / group.height,
    rotate: child.rotate,
  };
}

/**
 * Where a group's child stands on the canvas once the group is taken apart: its fractions of the
 * group's (possibly resized) box, then turned with the group about the group's centre.
 */
export function fromGroupStyle(
  groupStyle: GroupStyle,
  group: Box & { rotate: number },
): Pick<ComponentStyle, 'left' | 'top' | 'width' | 'height' | 'rotate'> {
  const width = groupStyle.width * group.width;
  const height = groupStyle.height * group.height;
  const unturned = {
    x: group.left + groupStyle.left * group.width + width / 2,
    y: group.top + groupStyle.top * group.height + height / 2,
  };
  const centre = rotatePoint(unturned, centreOf(group), group.rotate);
  return {
    left: centre.x - width / 2,
    top: centre.y - height / 2,
    width,
    height,
    rotate: normaliseAngle(groupStyle.rotate + group.rotate),
  };
}

/** An angle folded into -180 < a <= 180 (the contract allows ±360; this keeps them tidy). */
export function normaliseAngle(degrees: number): number {
  let a = degrees % 360;
  if (a > 180) a -= 360;
  if (a <= -180) a += 360;
  return Object.is(a, -0) ? 0 : a;
}

/** The eight resize handles: t(op), b(ottom), l(eft), r(ight) and the corners. */
export type Handle = 't' | 'b' | 'l' | 'r' | 'lt' | 'rt' | 'lb' | 'rb';
export const HANDLES: readonly Handle[] = ['lt', 't', 'rt', 'r', 'rb', 'b', 'lb', 'l'];

/** Smallest size a component can be resized to, in canvas pixels. */
export const MIN_SIZE = 10;

/**
 * A box resized by dragging `handle` by (dx, dy) canvas pixels, for a box turned by `rotate`:
 * the drag is read in the box's own frame, and the side (or corner) opposite the handle stays
 * where it was on the canvas. Sizes never go below MIN_SIZE.
 */
export function resizeBox(
  box: Box & { rotate: number },
  handle: Handle,
  dx: number,
  dy: number,
): Box {
  // The drag in the box's own (unturned) frame.
  const local = rotatePoint({ x: dx, y: dy }, { x: 0, y: 0 }, -box.rotate);
  const sx = handle.includes('l') ? -1 : handle.includes('r') ? 1 : 0;
  const sy = handle.includes('t') ? -1 : handle.includes('b') ? 1 : 0;
  const width = Math.max(MIN_SIZE, box.width + sx * local.x);
  const height = Math.max(MIN_SIZE, box.height + sy * local.y);
  // The fixed point: the opposite side's middle (or opposite corner), in the box's frame
  // relative to its centre; it must not move on the canvas.
  const oldCentre = centreOf(box);
  const anchorLocal = { x: (-sx * box.width) / 2, y: (-sy * box.height) / 2 };
  const anchor = rotatePoint(
    { x: oldCentre.x + anchorLocal.x, y: oldCentre.y + anchorLocal.y },
    oldCentre,
    box.rotate,
  );
  // The new centre sits half the new size away from the anchor, along the box's own axes.
  const offset = rotatePoint(
    { x: (sx * width) / 2, y: (sy * height) / 2 },
    { x: 0, y: 0 },
    box.rotate,
  );
  const centre = { x: anchor.x + offset.x, y: anchor.y + offset.y };
  return { left: centre.x - width / 2, top: centre.y - height / 2, width, height };
}

/**
 * The rotation that points the box's top towards `pointer` (the rotate handle sits above the
 * box), snapped to 15° steps when `snap` is set.
 */
export function rotationTowards(box: Box, pointer: Point, snap = false): number {
  const c = centreOf(box);
  const degrees = Math.atan2(pointer.y - c.y, pointer.x - c.x) / RAD + 90;
  const rounded = snap ? Math.round(degrees / 15) * 15 : Math.round(degrees);
  return normaliseAngle(rounded);
}

/** Whether box `inner` lies wholly inside `outer` (rubber-band selection). */
export const contains = (outer: Box, inner: Box) =>
  inner.left >= outer.left &&
  inner.top >= outer.top &&
  inner.left + inner.width <= outer.left + outer.width &&
  inner.top + inner.height <= outer.top + outer.height;

/** The box spanned by two corner points, whichever way round they are. */
export const boxBetween = (a: Point, b: Point): Box => ({
  left: Math.min(a.x, b.x),
  top: Math.min(a.y, b.y),
  width: Math.abs(a.x - b.x),
  height: Math.abs(a.y - b.y),
});
