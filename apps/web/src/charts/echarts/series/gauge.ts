// The gauge series (with what only it uses), registered when a chart type drawing it loads.
import { GaugeChart } from 'echarts/charts';
import { echarts } from '../core';

echarts.use([GaugeChart]);
