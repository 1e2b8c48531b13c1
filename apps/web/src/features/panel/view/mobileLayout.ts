import type { CanvasComponent, MobileLayoutItem } from '@tessera/contracts';

/**
 * The phone layout of a dashboard (issue 19 part 2): below 768 px the canvas is not scaled down
 * any further; its components stack at full width instead, filters first, then the rest in
 * reading order, each at a height readable on a phone. A phone arrangement made in the editor
 * (canvasStyle.mobileLayout) reorders, resizes or hides them.
 */

/** Below this width (px of the box the dashboard gets) the stacked phone layout is used. */
export const MOBILE_MAX_WIDTH = 767;

/** Components whose tops differ by less than this (canvas px) read as one row. */
const ROW_TOLERANCE = 40;

/**
 * Reading order: top to bottom by rows, left to right within a row. A row starts at the
 * topmost component left and takes every component starting less than ROW_TOLERANCE below it,
 * so boxes aligned by eye (a few px apart) read left to right.
 */
export function readingOrder<T extends Pick<CanvasComponent, 'style'>>(list: readonly T[]): T[] {
  const byTop = [...list].sort((a, b) => a.style.top - b.style.top || a.style.left - b.style.left);
  const ordered: T[] = [];
  let row: T[] = [];
  let rowTop = -Infinity;
  const flush = () => ordered.push(...row.sort((a, b) => a.style.left - b.style.left));
  for (const component of byTop) {
    if (component.style.top >= rowTop + ROW_TOLERANCE) {
      flush();
      row = [];
      rowTop = component.style.top;
    }
    row.push(component);
  }
  flush();
  return ordered;
}

/** Charts on a phone: tall enough to read, never taller than a screen's worth. */
const CHART_HEIGHT = { min: 160, max: 320 };
/** Groups and pictures keep their shape up to this height. */
const BLOCK_MAX_HEIGHT = 480;

/** The automatic phone height of a component drawn `width` px wide. */
export function mobileHeight(component: CanvasComponent, width: number): number {
  const { height, width: designWidth } = component.style;
  switch (component.component) {
    case 'user-view':
      return Math.min(CHART_HEIGHT.max, Math.max(CHART_HEIGHT.min, height));
    case 'picture':
    case 'group':
      return Math.round(Math.min(BLOCK_MAX_HEIGHT, height * Math.min(1, width / designWidth)));
    default:
      // Widgets, text and buttons keep the height they were designed at.
      return height;
  }
}

export interface MobileBlock {
  component: CanvasComponent;
  height: number;
}

/**
 * The phone stack: with no arrangement, filters first, then the rest; both in reading order.
 * Plain rectangles are left out (on a canvas they are backgrounds and frames behind others; on
 * their own they would be empty bands). An arrangement lists components in its order, at its
 * heights, hiding what it hides; components it does not name (placed since) follow in the
 * automatic order, so nothing new goes missing on a phone.
 */
export function mobileBlocks(
  components: readonly CanvasComponent[],
  width: number,
  arrangement: readonly MobileLayoutItem[] = [],
): MobileBlock[] {
  const shown = components.filter((c) => c.component !== 'rect');
  const automatic = [
    ...readingOrder(shown.filter((c) => c.component === 'filter')),
    ...readingOrder(shown.filter((c) => c.component !== 'filter')),
  ];
  const byId = new Map(components.map((c) => [c.id, c]));
  const named = new Set(arrangement.map((item) => item.id));
  const blocks: MobileBlock[] = [];
  for (const item of arrangement) {
    const component = byId.get(item.id);
    if (!component || item.hidden) continue;
    blocks.push({ component, height: item.height ?? mobileHeight(component, width) });
  }
  for (const component of automatic)
    if (!named.has(component.id))
      blocks.push({ component, height: mobileHeight(component, width) });
  return blocks;
}

/** A row of the editor's phone list: every component once, hidden ones included. */
export interface PhoneRow {
  component: CanvasComponent;
  hidden: boolean;
  /** The height set in the arrangement; undefined: automatic. */
  height: number | undefined;
}

/**
 * The phone arrangement as the editor lists it: the arranged components in their order (hidden
 * ones too), then the others in the automatic order (rectangles last, hidden, as the automatic
 * layout leaves them out).
 */
export function phoneRows(
  components: readonly CanvasComponent[],
  arrangement: readonly MobileLayoutItem[],
): PhoneRow[] {
  const byId = new Map(components.map((c) => [c.id, c]));
  const rows: PhoneRow[] = [];
  for (const item of arrangement) {
    const component = byId.get(item.id);
    if (component) rows.push({ component, hidden: item.hidden, height: item.height });
  }
  const named = new Set(rows.map((r) => r.component.id));
  const auto = mobileBlocks(components, 0).map((b) => b.component);
  const rects = components.filter((c) => c.component === 'rect');
  for (const component of [...auto, ...rects])
    if (!named.has(component.id))
      rows.push({ component, hidden: component.component === 'rect', height: undefined });
  return rows;
}

/** The arrangement the rows stand for (what canvasStyle.mobileLayout stores). */
export const arrangementOf = (rows: readonly PhoneRow[]): MobileLayoutItem[] =>
  rows.map(({ component, hidden, height }) =>
    height === undefined ? { id: component.id, hidden } : { id: component.id, hidden, height },
  );

/** The rows with one moved `by` places (kept inside the list). */
export function moveRow(rows: readonly PhoneRow[], index: number, by: number): PhoneRow[] {
  const to = Math.max(0, Math.min(rows.length - 1, index + by));
  const next = [...rows];
  const [row] = next.splice(index, 1);
  if (row) next.splice(to, 0, row);
  return next;
}
