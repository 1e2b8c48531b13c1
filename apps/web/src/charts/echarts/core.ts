// The one place ECharts is imported at runtime: the tree-shaken core with only the charts and
// components our types use (DESIGN §3), registered once when this chunk first loads. Nothing
// else in the app imports 'echarts', so it stays out of the main bundle.
import * as echarts from 'echarts/core';
import {
  BarChart,
  FunnelChart,
  GaugeChart,
  LineChart,
  MapChart,
  PieChart,
  RadarChart,
  ScatterChart,
  TreemapChart,
} from 'echarts/charts';
import {
  DatasetComponent,
  GeoComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
// LabelLayout: series' labelLayout (hideOverlap keeps neighbouring value labels apart).
import { LabelLayout } from 'echarts/features';
import { CanvasRenderer } from 'echarts/renderers';
import { underJsdom } from './environment';

echarts.use([
  BarChart,
  FunnelChart,
  GaugeChart,
  LineChart,
  MapChart,
  PieChart,
  RadarChart,
  ScatterChart,
  TreemapChart,
  DatasetComponent,
  GeoComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
  LabelLayout,
  CanvasRenderer,
]);

/** Canvas in browsers, SVG under jsdom (environment.ts). */
export function preferredRenderer(): 'canvas' | 'svg' {
  return underJsdom ? 'svg' : 'canvas';
}

// zrender measures text on a canvas even when it draws SVG; jsdom has none, so text is measured
// by an estimate there (about 0.6 em per character) instead of logging "not implemented".
if (underJsdom) {
  echarts.setPlatformAPI({
    measureText: (text: string, font?: string) => {
      const size = Number(/(\d+)px/.exec(font ?? '')?.[1] ?? 12);
      return { width: text.length * size * 0.6 };
    },
  });
}

export { echarts };
