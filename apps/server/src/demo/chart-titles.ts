import type { Language } from '@tessera/contracts';

/** The demo charts chart/demo.ts makes, by a key the demo dashboards (panel/demo*.ts) refer to. */
export type DemoKey =
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
