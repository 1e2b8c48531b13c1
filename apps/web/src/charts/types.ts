// The chart-type seam (DESIGN §3): each of the 17 types of SPEC §3 is a folder charts/<type>/
// with `index.ts` (its ChartTypeMeta: wells, defaults, renderer kind) and `toOption.ts` (pure:
// view + data → ECharts option, unit-tested). Table and KPI card render with React instead.
// The editor and the dashboard only ever talk to types through this file and ChartRenderer.
import type {
  ChartData,
  ChartType,
  ChartView,
  CustomAttr,
  CustomAttrInput,
  CustomStyle,
  CustomStyleInput,
  Language,
} from '@tessera/contracts';
import type { EChartsCoreOption } from 'echarts/core';
import type { ReactNode } from 'react';

/** The wells of the editor (SPEC §3 xaxis, yaxis, extBubble, drillFields). */
export type WellName = 'xaxis' | 'yaxis' | 'extBubble' | 'drillFields';

export interface WellRule {
  well: WellName;
  /** What may be dropped here: a dataset dimension ('d'), a measure ('q'), or either. */
  accepts: 'dimension' | 'measure' | 'any';
  /** Fewest fields the chart needs in this well to draw (0: optional). */
  min: number;
  /** Most fields this well takes for this type. */
  max: number;
}

/** Light, synchronous facts about a type: the editor's picker and wells read these. */
export interface ChartTypeMeta {
  type: ChartType;
  /** i18n key of the type's name (under `charts.type.`). */
  labelKey: string;
  /** Family, for the picker's grouping. */
  family: 'table' | 'kpi' | 'bar' | 'line' | 'pie' | 'other' | 'map';
  /** The wells this type uses; a well not listed does not apply (its fields are kept aside). */
  wells: WellRule[];
  /** 'react' for table and KPI card; 'echarts' for the rest. */
  renderer: 'echarts' | 'react';
  /** Type-specific changes to the SPEC §9 defaults (e.g. pie labels shown). */
  defaultCustomAttr?: CustomAttrInput;
  defaultCustomStyle?: CustomStyleInput;
}

/** Everything a type needs to draw: defaults already merged into attr and style. */
export interface ChartRenderInput {
  /** The chart being drawn (id absent for the editor's unsaved draft). */
  view: Pick<
    ChartViewLike,
    'id' | 'title' | 'type' | 'xaxis' | 'yaxis' | 'extBubble' | 'drillFields'
  >;
  data: ChartData;
  attr: CustomAttr;
  style: CustomStyle;
  language: Language;
  /** Translates an i18n key (the locale's word for total, "others", …). */
  t: (key: string) => string;
}

/** What a click on a chart point hands to drill and linkage (the raw values behind the point). */
export interface ChartPointClick {
  /** Index into data.x / data.dimensionValues. */
  index: number;
  dimensionValues: (string | number | null)[];
  seriesName: string | null;
}

/** The lazily loaded half of a type: its pure option builder (ECharts types only). */
export interface EChartsTypeModule {
  toOption: (input: ChartRenderInput) => EChartsCoreOption;
  /** Map charts: GeoJSON to register before the option is set (by area code). */
  prepare?: (input: ChartRenderInput) => Promise<void>;
}

/** What ChartRenderer needs of a chart: a saved ChartView or the editor's unsaved draft. */
export type ChartViewLike = Pick<
  ChartView,
  'type' | 'title' | 'xaxis' | 'yaxis' | 'extBubble' | 'drillFields' | 'customAttr' | 'customStyle'
> & { id?: string };

/** Props of the React-drawn types (table and KPI card). */
export interface ReactChartProps {
  input: ChartRenderInput;
  /** Height in px of the area below the title. */
  height: number;
  onPointClick?: (click: ChartPointClick) => void;
  /** Tables: the server page to read next (1-based). */
  onPageChange?: (page: number, pageSize: number) => void;
}

/** The lazily loaded half of a React-drawn type. */
export interface ReactTypeModule {
  Component: (props: ReactChartProps) => ReactNode;
}

/** What `loadChartType` answers: the renderer kind and its module. */
export type LoadedChartType =
  | { renderer: 'echarts'; module: EChartsTypeModule }
  | { renderer: 'react'; module: ReactTypeModule };
