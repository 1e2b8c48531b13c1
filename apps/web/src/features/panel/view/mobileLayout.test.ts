import { describe, expect, it } from 'vitest';
import { canvasComponentSchema, type CanvasComponent } from '@tessera/contracts';
import { layoutModeOf } from './layoutMode';
import {
  arrangementOf,
  mobileBlocks,
  mobileHeight,
  moveRow,
  phoneRows,
  readingOrder,
} from './mobileLayout';

type Box = [left: number, top: number, width: number, height: number];
const style = ([left, top, width, height]: Box) => ({ left, top, width, height });

const chart = (id: string, box: Box) =>
  canvasComponentSchema.parse({
    id,
    component: 'user-view',
    style: style(box),
    propValue: { viewId: `v-${id}` },
  });
const text = (id: string, box: Box) =>
  canvasComponentSchema.parse({
    id,
    component: 'text',
    style: style(box),
    propValue: { paragraphs: [] },
  });
const rect = (id: string, box: Box) =>
  canvasComponentSchema.parse({ id, component: 'rect', style: style(box) });
const filter = (id: string, box: Box) =>
  canvasComponentSchema.parse({
    id,
    component: 'filter',
    serviceName: 'textSelect',
    style: style(box),
    options: { attrs: { datasetId: 'ds', fieldId: 'f' }, value: [] },
  });

const ids = (list: readonly { id: string }[]) => list.map((c) => c.id);
const blockIds = (blocks: { component: CanvasComponent }[]) => blocks.map((b) => b.component.id);

// The demo "销售精细分析" layout, simplified: a title, widgets in two rows and a column of
// lists on the left, charts on the right and below.
const ANALYSIS = [
  chart('trend', [16, 679, 616, 305]),
  chart('cities', [1124, 646, 460, 338]),
  filter('year', [1300, 88, 280, 90]),
  text('title', [16, 16, 1568, 56]),
  filter('search', [16, 88, 300, 90]),
  chart('provinces', [648, 300, 936, 330]),
  chart('pie', [648, 646, 460, 338]),
  filter('grid', [16, 300, 300, 300]),
  filter('month', [16, 194, 300, 90]),
  rect('backdrop', [0, 0, 1600, 1000]),
];

describe('reading order (issue 19)', () => {
  it('reads rows top to bottom and each row left to right', () => {
    // The trend starts 33 px below the pie: the same row, and leftmost in it.
    expect(ids(readingOrder(ANALYSIS.filter((c) => c.component === 'user-view')))).toEqual([
      'provinces',
      'trend',
      'pie',
      'cities',
    ]);
  });

  it('takes boxes a few pixels apart vertically as one row', () => {
    const row = [chart('right', [800, 100, 300, 300]), chart('left', [0, 112, 300, 300])];
    expect(ids(readingOrder(row))).toEqual(['left', 'right']);
    const stacked = [chart('lower', [0, 400, 300, 300]), chart('upper', [800, 100, 300, 300])];
    expect(ids(readingOrder(stacked))).toEqual(['upper', 'lower']);
  });
});

describe('the phone layout', () => {
  it('puts the filters first, then everything else in reading order, without backdrops', () => {
    expect(blockIds(mobileBlocks(ANALYSIS, 374))).toEqual([
      'search',
      'year',
      'month',
      'grid',
      'title',
      'provinces',
      'trend',
      'pie',
      'cities',
    ]);
  });

  it('gives charts a readable height and keeps widgets and text as designed', () => {
    expect(mobileHeight(chart('tall', [0, 0, 900, 800]), 374)).toBe(320);
    expect(mobileHeight(chart('kpi', [0, 0, 300, 100]), 374)).toBe(160);
    expect(mobileHeight(chart('mid', [0, 0, 300, 250]), 374)).toBe(250);
    expect(mobileHeight(filter('w', [0, 0, 300, 90]), 374)).toBe(90);
    expect(mobileHeight(text('t', [0, 0, 1568, 56]), 374)).toBe(56);
  });

  it('follows a phone arrangement: its order, heights and hidden components first', () => {
    const blocks = mobileBlocks(ANALYSIS, 374, [
      { id: 'pie', height: 400, hidden: false },
      { id: 'search', hidden: true },
      { id: 'title', hidden: false },
      { id: 'gone-since', hidden: false },
    ]);
    expect(blockIds(blocks)).toEqual([
      'pie',
      'title',
      // Not in the arrangement (placed since it was made): the automatic order.
      'year',
      'month',
      'grid',
      'provinces',
      'trend',
      'cities',
    ]);
    expect(blocks[0]?.height).toBe(400);
    expect(blocks[1]?.height).toBe(56);
  });
});

describe('how a dashboard is drawn in its box', () => {
  const one = { x: 1, y: 1 };
  it('stacks below 768 px, scales as one picture when narrower than the canvas', () => {
    expect(layoutModeOf('width', 390, { x: 0.24, y: 0.24 })).toBe('stack');
    expect(layoutModeOf('width', 767, { x: 0.48, y: 0.48 })).toBe('stack');
    expect(layoutModeOf('width', 1000, { x: 0.625, y: 0.625 })).toBe('stage');
    expect(layoutModeOf('width', 1900, { x: 1.19, y: 1.19 })).toBe('items');
    expect(layoutModeOf('fixed', 1000, { x: 0.5, y: 0.5 })).toBe('items');
    // Not measured yet: the canvas as designed.
    expect(layoutModeOf('width', undefined, one)).toBe('items');
  });
});

describe('editing the phone arrangement', () => {
  it('lists every component once: arranged first, then the automatic order, backdrops hidden', () => {
    const rows = phoneRows(ANALYSIS, [{ id: 'trend', hidden: false, height: 250 }]);
    expect(rows.map((r) => r.component.id)).toEqual([
      'trend',
      'search',
      'year',
      'month',
      'grid',
      'title',
      'provinces',
      'pie',
      'cities',
      'backdrop',
    ]);
    expect(rows[0]).toMatchObject({ hidden: false, height: 250 });
    expect(rows.at(-1)).toMatchObject({ hidden: true, height: undefined });
  });

  it('moves a row within the list and stores what the rows say', () => {
    const rows = phoneRows(ANALYSIS.slice(0, 3), []);
    expect(rows.map((r) => r.component.id)).toEqual(['year', 'trend', 'cities']);
    const moved = moveRow(rows, 2, -2);
    expect(moved.map((r) => r.component.id)).toEqual(['cities', 'year', 'trend']);
    expect(moveRow(rows, 0, -1).map((r) => r.component.id)).toEqual(['year', 'trend', 'cities']);
    expect(
      arrangementOf([
        { ...moved[0]!, height: 300 },
        { ...moved[1]!, hidden: true },
      ]),
    ).toEqual([
      { id: 'cities', hidden: false, height: 300 },
      { id: 'year', hidden: true },
    ]);
    // The stored arrangement lays the phone out as edited.
    const blocks = mobileBlocks(ANALYSIS.slice(0, 3), 374, arrangementOf(moved));
    expect(blockIds(blocks)).toEqual(['cities', 'year', 'trend']);
  });
});
