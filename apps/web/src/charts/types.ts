// The chart-type seam (DESIGN §3): each of the 17 types of SPEC §3 is a folder charts/<type>/
// with `index.ts` (its ChartTypeMeta: wells, defaults, icon, style controls, loader) and
// `toOption.ts` (pure: view + data → ECharts option, unit-tested). Table and KPI card render
// with React instead. The editor and the dashboard only ever talk to types through this file,
// registry.ts and ChartRenderer; docs/how-to/add-a-chart-type.md walks through adding one.
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
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { Control } from './common/controls';

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

/**
 * A panel of the editor's style tab that a type draws itself (the map's area picker), under
 * the label `chartEditor.panel.<panel>`, after the control panels.
 */
export interface ChartStylePanel {
  panel: string;
  /** Lazily loaded where it is heavy, so the registry stays light. */
  Editor: ComponentType<{ attr: CustomAttrInput; onAttr(attr: CustomAttrInput): void }>;
}

/**
 * Light, synchronous facts about a type: the editor's picker, wells and style panels read
 * these. `T` is the type's name: a ChartType for the registered types (a test may register a
 * fixture type of its own name).
 */
export interface ChartTypeMeta<T extends string = ChartType> {
  type: T;
  /** i18n key of the type's name (under `charts.type.`). */
  labelKey: string;
  /** Family, for the picker's grouping. */
  family: 'table' | 'kpi' | 'bar' | 'line' | 'pie' | 'other' | 'map';
  /** The type's icon (picker, tree rows, new-chart dialog); an element, so the meta stays .ts. */
  icon: ReactElement;
  /** The wells this type uses; a well not listed does not apply (its fields are kept aside). */
  wells: WellRule[];
  /** 'react' for table and KPI card; 'echarts' for the rest. */
  renderer: 'echarts' | 'react';
  /**
   * The type's own style controls, shown after the common ones (common/controls.ts) in the
   * panel their section names; a panel with no control for the type is not shown.
   */
  styleControls: readonly Control[];
  /** Panels the type draws itself, after the control panels (the map's area). */
  stylePanels?: readonly ChartStylePanel[];
  /**
   * The drawing half, fetched on first draw. Always a dynamic `import()` of a file in the
   * type's folder, so each type stays a chunk of its own (no ECharts in the main bundle).
   */
  load: () => Promise<LoadedChartType>;
  /** Height in px of the body when the caller gives none (tables grow with their rows). */
  autoHeight?: (data: ChartData, attr: CustomAttr) => number;
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
