// The radar series (with what only it uses), registered when a chart type drawing it loads.
import { RadarChart } from 'echarts/charts';
import { echarts } from '../core';

echarts.use([RadarChart]);
