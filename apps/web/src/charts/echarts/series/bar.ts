// The bar series (with what only it uses), registered when a chart type drawing it loads.
import { BarChart } from 'echarts/charts';
import { echarts } from '../core';

echarts.use([BarChart]);
