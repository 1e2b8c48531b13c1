import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Menu `component` keys → pages, loaded lazily. Adding a page for a new menu entry is one line.
 */
export const PAGE_REGISTRY: Record<string, LazyExoticComponent<ComponentType>> = {
  'panel/index': lazy(() => import('../../features/panel/PanelPage')),
  'datasource/index': lazy(() => import('../../features/datasource/DatasourcePage')),
  'dataset/index': lazy(() => import('../../features/dataset/DatasetPage')),
  'chart/index': lazy(() => import('../../features/chart/ChartPage')),
  'system/role': lazy(() => import('../../features/system/roles/RolesPage')),
  'system/dept': lazy(() => import('../../features/system/depts/DeptsPage')),
  'system/user': lazy(() => import('../../features/system/users/UsersPage')),
  'system/parameter': lazy(() => import('../../features/system/parameters/ParametersPage')),
};
