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
import { CanvasRenderer, SVGRenderer } from 'echarts/renderers';

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
  CanvasRenderer,
  SVGRenderer,
]);

/**
 * DESIGN §8: ECharts' canvas renderer crashes under jsdom, so tests (and anything without a
 * real canvas) draw SVG; browsers draw on canvas.
 */
const underJsdom = typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent);

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
