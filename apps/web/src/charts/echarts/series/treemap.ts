// The treemap series (with what only it uses), registered when a chart type drawing it loads.
import { TreemapChart } from 'echarts/charts';
import { echarts } from '../core';

echarts.use([TreemapChart]);
