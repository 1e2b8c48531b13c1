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
import { newId } from './repository.js';
import { storedColumns } from './view.js';

/** Set once the demo charts were made: deleting them later does not bring them back. */
const DEMO_MARKER = 'chart.demo.created';
/** Where the demo dataset's id is kept (dataset/demo.ts). */
const DATASET_MARKER = 'dataset.demo.created';

export const DEMO_CHART_FOLDER = 'Demo';

type DemoKey =
  | 'map'
  | 'trend'
  | 'categoryPie'
  | 'topCities'
  | 'totalSales'
  | 'totalProfit'
  | 'orderCount'
  | 'detail'
  | 'categoryChannel'
  | 'channelSales'
  | 'channelCategory'
  | 'quarterTrend'
  | 'channelProfit'
  | 'categoryFunnel'
  | 'categoryRadar'
  | 'profitGauge'
  | 'provinceBubble'
  | 'cityScatter'
  | 'productTreemap'
  | 'provinceSales';

/** Demo chart titles in each interface language (stored in the default one). */
export const DEMO_CHART_TITLES: Record<Language, Record<DemoKey, string>> = {
  'zh-CN': {
    map: '各省销售额',
    trend: '月度销售趋势',
    categoryPie: '品类销售占比',
    topCities: '销售额前十城市',
    totalSales: '总销售额',
    totalProfit: '总利润',
    orderCount: '订单数',
    detail: '省份品类明细',
    categoryChannel: '品类渠道销售额',
    channelSales: '渠道销售额',
    channelCategory: '渠道品类销售额',
    quarterTrend: '季度品类趋势',
    channelProfit: '渠道利润玫瑰图',
    categoryFunnel: '品类销量漏斗',
    categoryRadar: '品类雷达',
    profitGauge: '利润仪表盘',
    provinceBubble: '省份销售气泡图',
    cityScatter: '城市销售与利润',
    productTreemap: '产品销售矩形树图',
    provinceSales: '省份销售额（可下钻到城市）',
  },
  'zh-TW': {
    map: '各省銷售額',
    trend: '月度銷售趨勢',
    categoryPie: '品類銷售佔比',
    topCities: '銷售額前十城市',
    totalSales: '總銷售額',
    totalProfit: '總利潤',
    orderCount: '訂單數',
    detail: '省份品類明細',
    categoryChannel: '品類通路銷售額',
    channelSales: '通路銷售額',
    channelCategory: '通路品類銷售額',
    quarterTrend: '季度品類趨勢',
    channelProfit: '通路利潤玫瑰圖',
    categoryFunnel: '品類銷量漏斗',
    categoryRadar: '品類雷達',
    profitGauge: '利潤儀表盤',
    provinceBubble: '省份銷售氣泡圖',
    cityScatter: '城市銷售與利潤',
    productTreemap: '產品銷售矩形樹狀圖',
    provinceSales: '省份銷售額（可下鑽到城市）',
  },
  en: {
    map: 'Sales by province',
    trend: 'Monthly sales trend',
    categoryPie: 'Sales share by category',
    topCities: 'Top 10 cities by sales',
    totalSales: 'Total sales',
    totalProfit: 'Total profit',
    orderCount: 'Order count',
    detail: 'Province and category detail',
    categoryChannel: 'Sales by category and channel',
    channelSales: 'Sales by channel',
    channelCategory: 'Sales by channel and category',
    quarterTrend: 'Quarterly trend by category',
    channelProfit: 'Profit by channel (rose)',
    categoryFunnel: 'Quantity funnel by category',
    categoryRadar: 'Category radar',
    profitGauge: 'Profit gauge',
    provinceBubble: 'Province sales bubbles',
    cityScatter: 'City sales and profit',
    productTreemap: 'Sales by product (treemap)',
    provinceSales: 'Sales by province (drills to cities)',
  },
};

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
