import { PERMISSIONS } from '@tessera/contracts';
import type { ResourceKind } from '../auth/resources.js';
import { findPanel, type PanelRow } from './repository.js';

declare module '../auth/resources.js' {
  interface ResourceRows {
    panel: PanelRow;
  }
}

/**
 * Dashboards as resources: found by id inside the caller's organisation; holders of the dashboard
 * management capability (organisation administrators and up) manage every dashboard made in their
 * organisation or below it, everyone else holds what grants give them, their roles and their
 * organisation (a new dashboard is granted 'view' to its organisation).
 */
export const PANEL_RESOURCE: ResourceKind<'panel'> = {
  type: 'panel',
  table: 'panels',
  find: findPanel,
  implied: { permission: PERMISSIONS.panelManage, level: 'manage' },
};
