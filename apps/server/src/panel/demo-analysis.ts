import {
  canvasStyleSchema,
  defaultCanvasStyle,
  FILTER_WIDGET_FONT,
  filterWidgetSize,
  panelDataSchema,
  type CanvasComponent,
  type CanvasStyle,
  type FilterWidgetName,
  type Language,
} from '@tessera/contracts';
import { DEMO_CHART_TITLES } from '../demo/chart-titles.js';

/**
 * The second demo dashboard (issue 10): the 12 filter widgets over "Demo sales", a chart that
 * drills from province to city, linkage from the category pie and the province bars to the top
 * cities, and a jump from the top cities to "Sales overview" with the clicked city applied.
 * Named so it sorts after "Sales overview" whatever the language it was stored in and the one
 * the tree is sorted for (pinyin, stroke and code-point orders alike): the first screen stays
 * the overview.
 */
export const DEMO_ANALYSIS_NAMES: Record<Language, string> = {
  'zh-CN': '销售精细分析',
  'zh-TW': '銷售精細分析',
  en: 'Sales trends and drill-down',
};

type DemoChartKey = keyof (typeof DEMO_CHART_TITLES)['en'];
/** Demo columns the widgets, links and the jump use. */
export type DemoColumn =
  'product' | 'category' | 'channel' | 'quantity' | 'amount' | 'order_date' | 'province' | 'city';

/** Widget texts per language: title shown above the control. */
export const DEMO_WIDGET_LABELS: Record<Language, Record<FilterWidgetName, string>> = {
  'zh-CN': {
    textInput: '产品搜索',
    textSelect: '品类',
    textSelectGrid: '渠道',
    numberSelect: '数量',
    numberSelectGrid: '数量（列表）',
    numberRange: '销售额区间',
    date: '订单日期',
    dateRange: '日期范围',
    yearMonth: '月份',
    quarter: '季度',
    year: '年份',
    confirmButton: '查询',
  },
  'zh-TW': {
    textInput: '產品搜尋',
    textSelect: '品類',
    textSelectGrid: '通路',
    numberSelect: '數量',
    numberSelectGrid: '數量（清單）',
    numberRange: '銷售額區間',
    date: '訂單日期',
    dateRange: '日期範圍',
    yearMonth: '月份',
    quarter: '季度',
    year: '年份',
    confirmButton: '查詢',
  },
  en: {
    textInput: 'Product search',
    textSelect: 'Category',
    textSelectGrid: 'Channel',
    numberSelect: 'Quantity',
    numberSelectGrid: 'Quantity (list)',
    numberRange: 'Sales range',
    date: 'Order date',
    dateRange: 'Date range',
    yearMonth: 'Month',
    quarter: 'Quarter',
    year: 'Year',
    confirmButton: 'Apply',
  },
};

/** Which column each widget filters (the confirm button none). */
const WIDGET_COLUMNS: Record<Exclude<FilterWidgetName, 'confirmButton'>, DemoColumn> = {
  textInput: 'product',
  textSelect: 'category',
  textSelectGrid: 'channel',
  numberSelect: 'quantity',
  numberSelectGrid: 'quantity',
  numberRange: 'amount',
  date: 'order_date',
  dateRange: 'order_date',
  yearMonth: 'order_date',
  quarter: 'order_date',
  year: 'order_date',
};

const GAP = 16;
export const ANALYSIS_CANVAS = { width: 1600, height: 1000 } as const;

/** Where each widget sits: two rows across the top, the two lists on the left. */
const WIDGET_PLACES: [FilterWidgetName, number, number][] = (() => {
  const rowTop = [88, 88 + 90 + GAP];
  const across = (names: FilterWidgetName[], top: number) => {
    let left = GAP;
    return names.map((name): [FilterWidgetName, number, number] => {
      const place: [FilterWidgetName, number, number] = [name, left, top];
      left += filterWidgetSize(name).width + GAP;
      return place;
    });
  };
  const listsTop = (rowTop[1] as number) + 90 + GAP; // 300
  return [
    ...across(['textInput', 'textSelect', 'numberSelect', 'date', 'year'], rowTop[0] as number),
    ...across(['yearMonth', 'quarter', 'dateRange', 'numberRange'], rowTop[1] as number),
    ['textSelectGrid', GAP, listsTop],
    ['numberSelectGrid', GAP + 300 + GAP, listsTop],
    ['confirmButton', GAP, listsTop + 300 + GAP],
  ];
})();

/** The charts: [key, left, top, width, height]. */
const CHART_PLACES: [DemoChartKey, number, number, number, number][] = [
  ['provinceSales', 648, 300, 936, 330],
  ['categoryPie', 648, 646, 460, 338],
  ['topCities', 1124, 646, 460, 338],
  ['trend', GAP, 679, 616, 305],
];

export interface DemoAnalysisInput {
  language: Language;
  chartIds: ReadonlyMap<DemoChartKey, string>;
  fieldIds: ReadonlyMap<DemoColumn, string>;
  datasetId: string;
  /** The "Sales overview" dashboard the top cities jump to. */
  overviewId: string;
  makeId: () => string;
}

/** The document's components: the title, the 12 widgets and the charts found. */
export function demoAnalysisComponents(input: DemoAnalysisInput): CanvasComponent[] {
  const { language, chartIds, fieldIds, datasetId, makeId } = input;
  const name = DEMO_ANALYSIS_NAMES[language];
  const title = {
    id: makeId(),
    component: 'text',
    label: name,
    style: {
      left: GAP,
      top: GAP,
      width: 1568,
      height: 56,
      fontSize: 28,
      color: '#1f2d3d',
      lineHeight: 56,
    },
    propValue: { paragraphs: [{ runs: [{ text: name, bold: true }] }] },
  };
  const widgets = WIDGET_PLACES.map(([serviceName, left, top]) => {
    const column = serviceName === 'confirmButton' ? null : WIDGET_COLUMNS[serviceName];
    const fieldId = column ? (fieldIds.get(column) ?? null) : null;
    return {
      id: makeId(),
      component: 'filter',
      serviceName,
      style: {
        left,
        top,
        ...filterWidgetSize(serviceName),
        ...FILTER_WIDGET_FONT,
        color: '#303133',
      },
      options: {
        attrs: {
          datasetId: fieldId ? datasetId : null,
          fieldId,
          multiple: serviceName === 'textSelectGrid' || serviceName === 'numberSelectGrid',
          label: DEMO_WIDGET_LABELS[language][serviceName],
        },
        value: [],
      },
    };
  });
  const charts = CHART_PLACES.flatMap(([key, left, top, width, height]) => {
    const viewId = chartIds.get(key);
    if (!viewId) return [];
    return [
      {
        id: makeId(),
        component: 'user-view',
        label: DEMO_CHART_TITLES[language][key],
        style: { left, top, width, height, backgroundColor: '#ffffff', borderRadius: 4 },
        propValue: { viewId },
      },
    ];
  });
  return panelDataSchema.parse([title, ...widgets, ...charts]);
}

/** The canvas style: its size, and the links and the jump between the charts. */
export function demoAnalysisStyle(input: DemoAnalysisInput): CanvasStyle {
  const chart = (key: DemoChartKey) => input.chartIds.get(key);
  const field = (column: DemoColumn) => input.fieldIds.get(column);
  const pie = chart('categoryPie');
  const provinces = chart('provinceSales');
  const cities = chart('topCities');
  const category = field('category');
  const province = field('province');
  const city = field('city');
  const linkage = [];
  if (pie && cities && category) {
    linkage.push({
      sourceViewId: pie,
      targetViewId: cities,
      fields: [{ sourceFieldId: category, targetFieldId: category }],
    });
    if (provinces)
      linkage.push({
        sourceViewId: pie,
        targetViewId: provinces,
        fields: [{ sourceFieldId: category, targetFieldId: category }],
      });
  }
  if (provinces && cities && province)
    linkage.push({
      sourceViewId: provinces,
      targetViewId: cities,
      fields: [{ sourceFieldId: province, targetFieldId: province }],
    });
  const jumps =
    cities && city
      ? [
          {
            sourceViewId: cities,
            sourceFieldId: city,
            target: {
              type: 'panel',
              panelId: input.overviewId,
              datasetId: input.datasetId,
              fieldId: city,
            },
            newTab: false,
          },
        ]
      : [];
  return canvasStyleSchema.parse({
    ...defaultCanvasStyle(),
    ...ANALYSIS_CANVAS,
    linkage,
    jumps,
  });
}
