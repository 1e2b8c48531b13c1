/**
 * Which chart asks first (DESIGN §7 "near-viewport first"): a chart on screen has priority 0;
 * one off screen 1 + its distance in px from the viewport; one not yet placed, last.
 */
export interface Box {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

export const UNPLACED = Number.MAX_SAFE_INTEGER;

/** Distance in px from the box to the viewport (0 when they overlap). */
export function viewportDistance(box: Box, viewport: { width: number; height: number }): number {
  const dx = Math.max(0, box.left - viewport.width, -box.right);
  const dy = Math.max(0, box.top - viewport.height, -box.bottom);
  return Math.hypot(dx, dy);
}

/** A chart's priority from what the IntersectionObserver said and where it is now. */
export function chartPriority(
  visible: boolean | undefined,
  box: Box | null,
  viewport: { width: number; height: number },
): number {
  if (visible) return 0;
  if (!box) return UNPLACED;
  return 1 + viewportDistance(box, viewport);
}
