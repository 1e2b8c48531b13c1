import {
  DEFAULT_LANGUAGE,
  GRANT_LEVELS,
  chartSaveSchema,
  type ChartSave,
  type Language,
} from '@tessera/contracts';
import { nameSkeleton } from '@tessera/contracts/name-skeleton';
import { grant } from '../auth/grants.js';
import type { Db } from '../db/database.js';
import { DEMO_CHART_TITLES, type DemoKey } from '../demo/chart-titles.js';
import { newId } from './repository.js';
import { storedColumns } from './view.js';

/** Set once the demo charts were made: deleting them later does not bring them back. */
const DEMO_MARKER = 'chart.demo.created';
/** Where the demo dataset's id is kept (dataset/demo.ts). */
const DATASET_MARKER = 'dataset.demo.created';

export const DEMO_CHART_FOLDER = 'Demo';

type Body = Omit<ChartSave, 'title' | 'tableId' | 'sceneId'>;

/** The demo charts over the demo columns: every one of the 17 types at least once. */
function demoCharts(f: (column: string) => { fieldId: string }): Record<DemoKey, Body> {
  const sum = (column: string) => f(column);
  return {
    map: {
      type: 'map',
      xaxis: [f('province_code')],
      yaxis: [sum('amount')],
      customAttr: { areaCode: '100000' },
    },
    trend: {
      type: 'line',
      xaxis: [{ ...f('order_date'), dateGrouping: 'year-month', sort: 'asc' }],
      yaxis: [sum('amount')],
    },
    categoryPie: { type: 'pie', xaxis: [f('category')], yaxis: [sum('amount')] },
    topCities: {
      type: 'bar',
      xaxis: [f('city')],
      yaxis: [{ ...sum('amount'), sort: 'desc' }],
      topN: { count: 10, others: false },
    },
    totalSales: { type: 'text', yaxis: [sum('amount')] },
    totalProfit: { type: 'text', yaxis: [sum('profit')] },
    orderCount: { type: 'text', yaxis: [{ ...f('order_date'), aggregation: 'count' }] },
    detail: {
      type: 'table',
      xaxis: [f('province'), f('category')],
      yaxis: [sum('amount'), sum('profit')],
    },
    categoryChannel: {
      type: 'bar-stack',
      xaxis: [f('category'), f('channel')],
      yaxis: [sum('amount')],
    },
    channelSales: { type: 'bar-horizontal', xaxis: [f('channel')], yaxis: [sum('amount')] },
    channelCategory: {
      type: 'bar-stack-horizontal',
      xaxis: [f('channel'), f('category')],
      yaxis: [sum('amount')],
    },
    quarterTrend: {
      type: 'line-stack',
      xaxis: [{ ...f('order_date'), dateGrouping: 'year-quarter', sort: 'asc' }, f('category')],
      yaxis: [sum('amount')],
    },
    channelProfit: { type: 'pie-rose', xaxis: [f('channel')], yaxis: [sum('profit')] },
    categoryFunnel: {
      type: 'funnel',
      xaxis: [f('category')],
      yaxis: [{ ...sum('quantity'), sort: 'desc' }],
    },
    categoryRadar: {
      type: 'radar',
      xaxis: [f('category')],
      yaxis: [sum('amount'), sum('profit')],
    },
    profitGauge: { type: 'gauge', yaxis: [sum('profit')] },
    provinceBubble: {
      type: 'bubble',
      xaxis: [f('province')],
      yaxis: [sum('amount'), sum('profit')],
      extBubble: [sum('quantity')],
    },
    cityScatter: { type: 'scatter', xaxis: [f('city')], yaxis: [sum('amount'), sum('profit')] },
    productTreemap: { type: 'treemap', xaxis: [f('product')], yaxis: [sum('amount')] },
    // Drill-down (issue 10): province, then the clicked province's cities.
    provinceSales: {
      type: 'bar',
      xaxis: [f('province')],
      yaxis: [{ ...sum('amount'), sort: 'desc' }],
      drillFields: [f('province'), f('city')],
    },
  };
}

/**
 * First start (issue 8 part 8): a "Demo" chart folder in the demo dataset's organisation with
 * charts over "Demo sales", titled in the interface language. Runs once, after the demo dataset
 * was prepared; does nothing when there is no demo dataset.
 */
export async function prepareDemoCharts(
  db: Db,
  language: Language = DEFAULT_LANGUAGE,
): Promise<void> {
  const done = await db
    .selectFrom('system_params')
    .select('param_key')
    .where('param_key', '=', DEMO_MARKER)
    .executeTakeFirst();
  if (done) return;
  const marker = await db
    .selectFrom('system_params')
    .select('param_value')
    .where('param_key', '=', DATASET_MARKER)
    .executeTakeFirst();
  const dataset =
    marker?.param_value &&
    (await db
      .selectFrom('datasets')
      .select(['id', 'org_id'])
      .where('id', '=', marker.param_value)
      .executeTakeFirst());
  if (!dataset) return;
  const fields = await db
    .selectFrom('dataset_fields')
    .select(['id', 'origin_name'])
    .where('dataset_id', '=', dataset.id)
    .execute();
  const byColumn = new Map(fields.map((row) => [row.origin_name, row.id]));
  const f = (column: string) => {
    const id = byColumn.get(column);
    if (!id) throw new Error(`demo column ${column} missing`);
    return { fieldId: id };
  };
  const titles = DEMO_CHART_TITLES[language];
  const now = Date.now();
  const folderId = newId();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('chart_groups')
      .values({
        id: folderId,
        org_id: dataset.org_id,
        dept_id: dataset.org_id,
        pid: '',
        name: DEMO_CHART_FOLDER,
        name_key: nameSkeleton(DEMO_CHART_FOLDER),
        create_by: null,
        create_time: now,
        update_time: now,
      })
      .execute();
    for (const [key, body] of Object.entries(demoCharts(f)) as [DemoKey, Body][]) {
      const parsed = chartSaveSchema.parse({
        ...body,
        title: titles[key],
        tableId: dataset.id,
        sceneId: folderId,
      });
      const id = newId();
      await trx
        .insertInto('charts')
        .values({
          id,
          org_id: dataset.org_id,
          dept_id: dataset.org_id,
          ...storedColumns(parsed),
          version: 1,
          create_by: null,
          create_time: now,
          update_time: now,
        })
        .execute();
      await grant(trx, 'chart', id, 'org', dataset.org_id, GRANT_LEVELS.use);
    }
    await trx
      .insertInto('system_params')
      .values({ param_key: DEMO_MARKER, param_value: folderId, type: 'internal' })
      .execute();
  });
}
