// The chart types by name (DESIGN §3). CHART_TYPE_META is light and synchronous (the editor's
// picker and wells read it); `loadChartType` fetches a type's drawing half on demand, each type
// in a chunk of its own, so neither ECharts nor any option builder is in the main bundle.
import type { ChartType } from '@tessera/contracts';
import type { ChartTypeMeta, EChartsTypeModule, LoadedChartType } from './types';
import { lazyModule } from './lazyModule';
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

export const CHART_TYPE_META: Record<ChartType, ChartTypeMeta> = {
  table: CHART_TABLE_META,
  text: CHART_TEXT_META,
  bar: CHART_BAR_META,
  'bar-stack': CHART_BAR_STACK_META,
  'bar-horizontal': CHART_BAR_HORIZONTAL_META,
  'bar-stack-horizontal': CHART_BAR_STACK_HORIZONTAL_META,
  line: CHART_LINE_META,
  'line-stack': CHART_LINE_STACK_META,
  pie: CHART_PIE_META,
  'pie-rose': CHART_PIE_ROSE_META,
  funnel: CHART_FUNNEL_META,
  radar: CHART_RADAR_META,
  gauge: CHART_GAUGE_META,
  map: CHART_MAP_META,
  bubble: CHART_BUBBLE_META,
  scatter: CHART_SCATTER_META,
  treemap: CHART_TREEMAP_META,
};

const echartsType = (load: Promise<EChartsTypeModule>): Promise<LoadedChartType> =>
  load.then((module) => ({ renderer: 'echarts', module }));

// Each arrow is its own dynamic import, so the bundler splits one chunk per type.
const LOADERS: Record<ChartType, () => Promise<LoadedChartType>> = {
  table: () =>
    import('./table/TableChart').then((m) => ({
      renderer: 'react',
      module: { Component: m.TableChart },
    })),
  text: () =>
    import('./text/KpiCard').then((m) => ({ renderer: 'react', module: { Component: m.KpiCard } })),
  bar: () => echartsType(import('./bar/toOption')),
  'bar-stack': () => echartsType(import('./bar-stack/toOption')),
  'bar-horizontal': () => echartsType(import('./bar-horizontal/toOption')),
  'bar-stack-horizontal': () => echartsType(import('./bar-stack-horizontal/toOption')),
  line: () => echartsType(import('./line/toOption')),
  'line-stack': () => echartsType(import('./line-stack/toOption')),
  pie: () => echartsType(import('./pie/toOption')),
  'pie-rose': () => echartsType(import('./pie-rose/toOption')),
  funnel: () => echartsType(import('./funnel/toOption')),
  radar: () => echartsType(import('./radar/toOption')),
  gauge: () => echartsType(import('./gauge/toOption')),
  map: () =>
    echartsType(
      import('./map/toOption').then((m) => ({ toOption: m.toOption, prepare: m.prepare })),
    ),
  bubble: () => echartsType(import('./bubble/toOption')),
  scatter: () => echartsType(import('./scatter/toOption')),
  treemap: () => echartsType(import('./treemap/toOption')),
};

/**
 * A type's drawing half, loaded once and shared; `peek` answers at once when it has arrived.
 * A failed load (a network blip) is forgotten so the next render tries again.
 */
export const chartTypeModules = lazyModule((type: ChartType) => LOADERS[type]());

export const loadChartType = (type: ChartType): Promise<LoadedChartType> =>
  chartTypeModules.load(type);
