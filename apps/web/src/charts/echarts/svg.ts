// The SVG renderer, registered only where there is no canvas (jsdom): see environment.ts.
import { SVGRenderer } from 'echarts/renderers';
import { echarts } from './core';

echarts.use([SVGRenderer]);
