// The pie series (with what only it uses), registered when a chart type drawing it loads.
import { PieChart } from 'echarts/charts';
import { echarts } from '../core';

echarts.use([PieChart]);
