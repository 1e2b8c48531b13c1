// The funnel series (with what only it uses), registered when a chart type drawing it loads.
import { FunnelChart } from 'echarts/charts';
import { echarts } from '../core';

echarts.use([FunnelChart]);
