import type { ReactNode } from 'react';
import {
  AreaChartOutlined,
  BarChartOutlined,
  BoxPlotOutlined,
  DashboardOutlined,
  DotChartOutlined,
  FilterOutlined,
  FundOutlined,
  GlobalOutlined,
  HeatMapOutlined,
  LineChartOutlined,
  NumberOutlined,
  PieChartOutlined,
  RadarChartOutlined,
  TableOutlined,
} from '@ant-design/icons';
import type { ChartType } from '@tessera/contracts';

const ICONS: Record<ChartType, ReactNode> = {
  table: <TableOutlined />,
  text: <NumberOutlined />,
  bar: <BarChartOutlined />,
  'bar-stack': <BarChartOutlined />,
  'bar-horizontal': <BarChartOutlined rotate={90} />,
  'bar-stack-horizontal': <BarChartOutlined rotate={90} />,
  line: <LineChartOutlined />,
  'line-stack': <AreaChartOutlined />,
  pie: <PieChartOutlined />,
  'pie-rose': <FundOutlined />,
  funnel: <FilterOutlined />,
  radar: <RadarChartOutlined />,
  gauge: <DashboardOutlined />,
  map: <GlobalOutlined />,
  bubble: <HeatMapOutlined />,
  scatter: <DotChartOutlined />,
  treemap: <BoxPlotOutlined />,
};

/** The icon of a chart type (tree rows, the type picker). */
export function ChartTypeIcon({ type }: { type: ChartType }) {
  return (
    <span className={`chart-type-icon chart-type-icon--${type}`} aria-hidden>
      {ICONS[type]}
    </span>
  );
}
