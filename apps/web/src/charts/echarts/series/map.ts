// The map series (with what only it uses), registered when a chart type drawing it loads.
import { MapChart } from 'echarts/charts';
import { GeoComponent, VisualMapComponent } from 'echarts/components';
import { echarts } from '../core';

echarts.use([MapChart, GeoComponent, VisualMapComponent]);
