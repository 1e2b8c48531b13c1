// The chart types by name (DESIGN §3). A type is its folder charts/<type>/ and one line in
// CHART_TYPE_METAS below; every map (metas by name, loaders) is derived from that list. The
// metas are light and synchronous (the editor's picker, wells and style panels read them);
// `loadChartType` fetches a type's drawing half on demand, each type in a chunk of its own,
// so neither ECharts nor any option builder is in the main bundle.
import type { ChartType } from '@tessera/contracts';
import type { ChartTypeMeta, LoadedChartType } from './types';
import { registerChartTypes } from './registerChartTypes';
import { CHART_TABLE_META } from './table/index';
import { CHART_TEXT_META } from './text/index';
import { CHART_BAR_META } from './bar/index';
import { CHART_BAR_STACK_META } from './bar-stack/index';
import { CHART_BAR_HORIZONTAL_META } from './bar-horizontal/index';
import { CHART_BAR_STACK_HORIZONTAL_META } from './bar-stack-horizontal/index';
import { CHART_LINE_META } from './line/index';
import { CHART_LINE_STACK_META } from './line-stack/index';
import { CHART_PIE_META } from './pie/index';
import { CHART_PIE_ROSE_META } from './pie-rose/index';
import { CHART_FUNNEL_META } from './funnel/index';
import { CHART_RADAR_META } from './radar/index';
import { CHART_GAUGE_META } from './gauge/index';
import { CHART_MAP_META } from './map/index';
import { CHART_BUBBLE_META } from './bubble/index';
import { CHART_SCATTER_META } from './scatter/index';
import { CHART_TREEMAP_META } from './treemap/index';

/** Every chart type, in SPEC §3 order (registry.test.ts checks it against CHART_TYPES). */
export const CHART_TYPE_METAS: readonly ChartTypeMeta[] = [
  CHART_TABLE_META,
  CHART_TEXT_META,
  CHART_BAR_META,
  CHART_BAR_STACK_META,
  CHART_BAR_HORIZONTAL_META,
  CHART_BAR_STACK_HORIZONTAL_META,
  CHART_LINE_META,
  CHART_LINE_STACK_META,
  CHART_PIE_META,
  CHART_PIE_ROSE_META,
  CHART_FUNNEL_META,
  CHART_RADAR_META,
  CHART_GAUGE_META,
  CHART_MAP_META,
  CHART_BUBBLE_META,
  CHART_SCATTER_META,
  CHART_TREEMAP_META,
];

export const CHART_REGISTRY = registerChartTypes<ChartType>(CHART_TYPE_METAS);

export const CHART_TYPE_META: Record<ChartType, ChartTypeMeta> = CHART_REGISTRY.byType;

/** A type's drawing half, loaded once and shared (see ChartRegistry.modules). */
export const chartTypeModules = CHART_REGISTRY.modules;

export const loadChartType = (type: ChartType): Promise<LoadedChartType> =>
  chartTypeModules.load(type);
