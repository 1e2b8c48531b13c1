// The line series (with what only it uses), registered when a chart type drawing it loads.
import { LineChart } from 'echarts/charts';
import { echarts } from '../core';

echarts.use([LineChart]);
