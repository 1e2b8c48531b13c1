import type { ReactNode } from 'react';
import {
  ApartmentOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  ControlOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  SettingOutlined,
  TableOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';

/** Menu `icon` names from the server → antd icons; unknown names get a neutral icon. */
const ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  panel: <DashboardOutlined />,
  system: <SettingOutlined />,
  user: <UserOutlined />,
  role: <TeamOutlined />,
  dept: <ApartmentOutlined />,
  parameter: <ControlOutlined />,
  datasource: <DatabaseOutlined />,
  database: <DatabaseOutlined />,
  dataset: <TableOutlined />,
  chart: <BarChartOutlined />,
};

export const menuIcon = (name: string | null): ReactNode =>
  (name && ICONS[name]) || <AppstoreOutlined />;
