import type { CanvasScale } from '../../../canvas/components/frameContext';
import { MOBILE_MAX_WIDTH } from './mobileLayout';
import type { PanelFit } from './scale';

/**
 * How a dashboard is drawn in the box it gets (issue 19 part 2):
 * - 'stack': narrower than a tablet; the phone layout (components stacked at full width).
 * - 'stage': fitted to a narrower box; the whole canvas is drawn at its designed size and
 *   scaled as one picture (CSS transform), so chart text, bars and tables shrink together
 *   instead of charts re-laying themselves into a box too small for their text.
 * - 'items': at its size or larger (and at a fixed preview scale): each component is placed
 *   at the zoom and draws at its on-screen size (sharp, no bitmap stretched up).
 */
export type LayoutMode = 'stack' | 'stage' | 'items';

export function layoutModeOf(
  fit: PanelFit,
  boxWidth: number | undefined,
  scale: CanvasScale,
): LayoutMode {
  if (boxWidth !== undefined && boxWidth > 0 && boxWidth <= MOBILE_MAX_WIDTH) return 'stack';
  if (fit === 'width' && scale.x < 1) return 'stage';
  return 'items';
}
