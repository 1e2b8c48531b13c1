// The one place ECharts' core is imported at runtime: tree-shaken, with the renderer and the
// components every ECharts type uses (DESIGN §3), registered once when this chunk first loads.
// Each series (bar, line, map…) registers itself in charts/echarts/series/ when the first chart
// type drawing it loads: a dashboard downloads only the series it shows (issue 22). Nothing else
// in the app imports 'echarts', so it stays out of the main bundle.
import * as echarts from 'echarts/core';
import {
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
// LabelLayout: series' labelLayout (hideOverlap keeps neighbouring value labels apart).
import { LabelLayout } from 'echarts/features';
import { CanvasRenderer } from 'echarts/renderers';
import { underJsdom } from './environment';

echarts.use([
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
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
