// The scatter series (with what only it uses), registered when a chart type drawing it loads.
import { ScatterChart } from 'echarts/charts';
import { echarts } from '../core';

echarts.use([ScatterChart]);
