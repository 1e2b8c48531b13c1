/**
 * The first-start demo objects' names as a reader of each language sees them (issue 19: the
 * server answers the reader's language until someone renames one).
 */
export type Language = 'en' | 'zh-CN' | 'zh-TW';

export const DEMO_NAMES = {
  en: {
    warehouse: 'Demo warehouse',
    folder: 'Demo',
    dataset: 'Demo sales',
    overview: 'Sales overview',
    analysis: 'Sales trends and drill-down',
    trend: 'Monthly sales trend',
    pie: 'Sales share by category',
    cities: 'Top 10 cities by sales',
    provinces: 'Sales by province (drills to cities)',
    totalSales: 'Total sales',
    confirm: 'Apply',
    field: {
      province: 'Province',
      provinceCode: 'Province code',
      sales: 'Sales',
      orderDate: 'Order date',
    },
    widget: { productSearch: 'Product search', channel: 'Channel' },
  },
  'zh-CN': {
    warehouse: '示例数据仓库',
    folder: '示例',
    dataset: '示例销售',
    overview: '销售概览',
    analysis: '销售精细分析',
    trend: '月度销售趋势',
    pie: '品类销售占比',
    cities: '销售额前十城市',
    provinces: '省份销售额（可下钻到城市）',
    totalSales: '总销售额',
    confirm: '查询',
    field: { province: '省份', provinceCode: '省份编码', sales: '销售额', orderDate: '订单日期' },
    widget: { productSearch: '产品搜索', channel: '渠道' },
  },
  'zh-TW': {
    warehouse: '範例資料倉儲',
    folder: '範例',
    dataset: '範例銷售',
    overview: '銷售概覽',
    analysis: '銷售精細分析',
    trend: '月度銷售趨勢',
    pie: '品類銷售佔比',
    cities: '銷售額前十城市',
    provinces: '省份銷售額（可下鑽到城市）',
    totalSales: '總銷售額',
    confirm: '查詢',
    field: { province: '省份', provinceCode: '省份代碼', sales: '銷售額', orderDate: '訂單日期' },
    widget: { productSearch: '產品搜尋', channel: '通路' },
  },
} as const satisfies Record<Language, unknown>;
