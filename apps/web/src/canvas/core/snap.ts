import type { Box } from './geometry';

/**
 * Alignment guides while moving (issue 9 part 4): the moving box's left/centre/right and
 * top/middle/bottom lines snap to the same lines of the other components and of the canvas when
 * they come within a few pixels, and the matched lines are drawn as guides. Pure; O(n) per move.
 */

export interface Guide {
  /** 'v': a vertical line at x = position; 'h': a horizontal line at y = position. */
  axis: 'v' | 'h';
  position: number;
  /** Extent of the line along the other axis (from the boxes it joins). */
  from: number;
  to: number;
}

export interface SnapResult {
  left: number;
  top: number;
  guides: Guide[];
}

/** Snap distance in screen pixels (divide by the zoom to get canvas pixels). */
export const SNAP_SCREEN_PX = 5;
/** SPEC §3 auxiliaryMatrix: the grid components snap to when no guide is near, canvas px. */
export const MATRIX_CELL = 10;

const linesX = (b: Box) => [b.left, b.left + b.width / 2, b.left + b.width];
const linesY = (b: Box) => [b.top, b.top + b.height / 2, b.top + b.height];

interface Match {
  delta: number;
  position: number;
  boxes: Box[];
}

/** The closest line of `targets` to any of `own` within `threshold`, with every box on it. */
function closest(
  own: number[],
  targets: readonly Box[],
  linesOf: (b: Box) => number[],
  threshold: number,
): Match | null {
  let best: Match | null = null;
  for (const target of targets) {
    for (const line of linesOf(target)) {
      for (const mine of own) {
        const delta = line - mine;
        if (Math.abs(delta) > threshold) continue;
        if (!best || Math.abs(delta) < Math.abs(best.delta) - 1e-9) {
          best = { delta, position: line, boxes: [target] };
        } else if (Math.abs(delta - best.delta) < 1e-9 && line === best.position) {
          best.boxes.push(target);
        }
      }
    }
  }
  return best;
}

const snapToGrid = (value: number, cell: number) => Math.round(value / cell) * cell;

/**
 * Where a box being moved to `proposed` should land: aligned with a nearby line of `others`
 * (or the canvas) when one is within `threshold` canvas px, else on the matrix grid when
 * `matrix` is on, else where the pointer put it. Each axis snaps on its own.
 */
export function snapMove(
  proposed: Box,
  others: readonly Box[],
  options: { threshold: number; canvas: Box; matrix: boolean },
): SnapResult {
  const targets = [...others, options.canvas];
  const mx = closest(linesX(proposed), targets, linesX, options.threshold);
  const my = closest(linesY(proposed), targets, linesY, options.threshold);
  const left = mx
    ? proposed.left + mx.delta
    : options.matrix
      ? snapToGrid(proposed.left, MATRIX_CELL)
      : proposed.left;
  const top = my
    ? proposed.top + my.delta
    : options.matrix
      ? snapToGrid(proposed.top, MATRIX_CELL)
      : proposed.top;
  const landed: Box = { ...proposed, left, top };
  const guides: Guide[] = [];
  if (mx) {
    const span = [landed, ...mx.boxes];
    guides.push({
      axis: 'v',
      position: mx.position,
      from: Math.min(...span.map((b) => b.top)),
      to: Math.max(...span.map((b) => b.top + b.height)),
    });
  }
  if (my) {
    const span = [landed, ...my.boxes];
    guides.push({
      axis: 'h',
      position: my.position,
      from: Math.min(...span.map((b) => b.left)),
      to: Math.max(...span.map((b) => b.left + b.width)),
    });
  }
  return { left, top, guides };
}

/** A size snapped to the matrix grid when it is on (resizing), never below one cell. */
export const snapSize = (value: number, matrix: boolean) =>
  matrix ? Math.max(MATRIX_CELL, snapToGrid(value, MATRIX_CELL)) : value;
