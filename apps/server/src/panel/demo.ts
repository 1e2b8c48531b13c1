import {
  DEFAULT_LANGUAGE,
  defaultCanvasStyle,
  panelDataSchema,
  type CanvasComponent,
  type Language,
} from '@tessera/contracts';
import { nameSkeleton } from '@tessera/contracts/name-skeleton';
import { DEMO_CHART_TITLES } from '../demo/chart-titles.js';
import type { Db } from '../db/database.js';
import {
  DEMO_ANALYSIS_NAMES,
  demoAnalysisComponents,
  demoAnalysisStyle,
  type DemoColumn,
} from './demo-analysis.js';
import { newId } from './repository.js';
import { insertPanelRows, storedDocument } from './store.js';

/** Set once the demo dashboard was made: deleting it later does not bring it back. */
const DEMO_MARKER = 'panel.demo.created';
/** Where the demo charts' folder id is kept (chart/demo.ts). */
const CHART_MARKER = 'chart.demo.created';
/** Where the demo dataset's id is kept (dataset/demo.ts). */
const DATASET_MARKER = 'dataset.demo.created';

export const DEMO_PANEL_FOLDER = 'Demo';

/** The demo dashboard's name and title in each interface language (stored in the default one). */
export const DEMO_PANEL_NAMES: Record<Language, string> = {
  'zh-CN': '销售概览',
  'zh-TW': '銷售概覽',
  en: 'Sales overview',
};

type DemoChartKey = keyof (typeof DEMO_CHART_TITLES)['en'];

/** A box on the canvas: left, top, width, height. */
type Box = [number, number, number, number];

const GAP = 16;
const CANVAS = { width: 1600, height: 900 };

/**
 * The layout on the 1600x900 canvas, 16 px apart and from the edges: the title across the top,
 * three KPI cards in a row, the map on the left, and two rows of two charts beside it.
 */
export const DEMO_LAYOUT: { title: Box; charts: [DemoChartKey, Box][] } = (() => {
  const inner = CANVAS.width - 2 * GAP; // 1568
  const kpiWidth = (inner - 2 * GAP) / 3; // 512
  const kpiTop = GAP + 56 + GAP; // 88
  // KPI cards draw at screen size: 150 canvas px keep title, name and value legible when the
  // 1600-wide canvas is fitted to a laptop's width (about two thirds).
  const kpiHeight = 150;
  const bodyTop = kpiTop + kpiHeight + GAP; // 254
  const bodyHeight = CANVAS.height - GAP - bodyTop; // 630
  const mapWidth = 620;
  const rightLeft = GAP + mapWidth + GAP; // 652
  const cellWidth = (CANVAS.width - GAP - rightLeft - GAP) / 2; // 458
  const cellHeight = (bodyHeight - GAP) / 2; // 307
  const secondLeft = rightLeft + cellWidth + GAP; // 1126
  const secondTop = bodyTop + cellHeight + GAP; // 577
  return {
    title: [GAP, GAP, inner, 56],
    charts: [
      ['totalSales', [GAP, kpiTop, kpiWidth, kpiHeight]],
      ['totalProfit', [GAP + kpiWidth + GAP, kpiTop, kpiWidth, kpiHeight]],
      ['orderCount', [GAP + 2 * (kpiWidth + GAP), kpiTop, kpiWidth, kpiHeight]],
      ['map', [GAP, bodyTop, mapWidth, bodyHeight]],
      ['trend', [rightLeft, bodyTop, cellWidth, cellHeight]],
      ['categoryPie', [secondLeft, bodyTop, cellWidth, cellHeight]],
      ['topCities', [rightLeft, secondTop, cellWidth, cellHeight]],
      ['detail', [secondLeft, secondTop, cellWidth, cellHeight]],
    ],
  };
})();

const styleOf = ([left, top, width, height]: Box) => ({ left, top, width, height });

/** The demo document over the demo charts found (a chart deleted since is left out). */
export function demoComponents(
  language: Language,
  chartIds: ReadonlyMap<DemoChartKey, string>,
  makeId: () => string = newId,
): CanvasComponent[] {
  const title = {
    id: makeId(),
    component: 'text',
    label: DEMO_PANEL_NAMES[language],
    style: { ...styleOf(DEMO_LAYOUT.title), fontSize: 28, color: '#1f2d3d', lineHeight: 56 },
    propValue: { paragraphs: [{ runs: [{ text: DEMO_PANEL_NAMES[language], bold: true }] }] },
  };
  const charts = DEMO_LAYOUT.charts.flatMap(([key, box]) => {
    const viewId = chartIds.get(key);
    if (!viewId) return [];
    return [
      {
        id: makeId(),
        component: 'user-view',
        label: DEMO_CHART_TITLES[language][key],
        style: { ...styleOf(box), backgroundColor: '#ffffff', borderRadius: 4 },
        propValue: { viewId },
      },
    ];
  });
  // Parsed like any saved document, so the demo is exactly what the contract allows.
  return panelDataSchema.parse([title, ...charts]);
}

async function param(db: Db, key: string): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('system_params')
    .select('param_value')
    .where('param_key', '=', key)
    .executeTakeFirst();
  return row ? row.param_value : undefined;
}

/**
 * First start (issue 9 part 8): a "Sales overview" dashboard over the demo charts in a "Demo"
 * folder of their organisation, so the first screen after signing in shows a real dashboard;
 * beside it (issue 10) "Sales trends and drill-down" with every filter widget, linkage, drill
 * and a jump back to the overview.
 * Granted like any dashboard: the administrator manages it, the organisation views it. Runs
 * once, after the demo charts were made; does nothing when there are none.
 */
export async function prepareDemoPanel(
  db: Db,
  language: Language = DEFAULT_LANGUAGE,
): Promise<void> {
  if ((await param(db, DEMO_MARKER)) !== undefined) return;
  const chartFolder = await param(db, CHART_MARKER);
  if (!chartFolder) return;
  const charts = await db
    .selectFrom('charts')
    .select(['id', 'org_id', 'title'])
    .where('group_id', '=', chartFolder)
    .execute();
  const first = charts[0];
  if (!first) return;
  const orgId = first.org_id;
  // Demo charts are titled in the language of the start that made them: match any of them.
  const keyOf = new Map<string, DemoChartKey>();
  for (const titles of Object.values(DEMO_CHART_TITLES))
    for (const [key, title] of Object.entries(titles)) keyOf.set(title, key as DemoChartKey);
  const chartIds = new Map<DemoChartKey, string>();
  for (const chart of charts) {
    const key = keyOf.get(chart.title);
    if (key && chart.org_id === orgId) chartIds.set(key, chart.id);
  }
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirst();
  if (!admin) return;

  const datasetId = await param(db, DATASET_MARKER);
  const fields = datasetId
    ? await db
        .selectFrom('dataset_fields')
        .select(['id', 'origin_name'])
        .where('dataset_id', '=', datasetId)
        .execute()
    : [];
  const fieldIds = new Map(fields.map((f) => [f.origin_name as DemoColumn, f.id]));

  const now = Date.now();
  const folderId = newId();
  const panelId = newId();
  const analysisId = newId();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('panel_groups')
      .values({
        id: folderId,
        org_id: orgId,
        dept_id: orgId,
        pid: '',
        name: DEMO_PANEL_FOLDER,
        name_key: nameSkeleton(DEMO_PANEL_FOLDER),
        create_by: admin.id,
        create_time: now,
        update_time: now,
      })
      .execute();
    const style = { ...defaultCanvasStyle(), ...CANVAS };
    const doc = storedDocument(JSON.stringify(style), demoComponents(language, chartIds));
    await insertPanelRows(
      trx,
      { id: panelId, parent: folderId, name: DEMO_PANEL_NAMES[language] },
      doc,
      { orgId, deptId: orgId, userId: admin.id, now },
    );
    if (datasetId) {
      // Issue 10: the interactions demo beside it, its jump leading back to the overview.
      const input = { language, chartIds, fieldIds, datasetId, overviewId: panelId, makeId: newId };
      const analysis = storedDocument(
        JSON.stringify(demoAnalysisStyle(input)),
        demoAnalysisComponents(input),
      );
      await insertPanelRows(
        trx,
        { id: analysisId, parent: folderId, name: DEMO_ANALYSIS_NAMES[language] },
        analysis,
        { orgId, deptId: orgId, userId: admin.id, now },
      );
    }
    await trx
      .insertInto('system_params')
      .values({ param_key: DEMO_MARKER, param_value: panelId, type: 'internal' })
      .execute();
  });
}
