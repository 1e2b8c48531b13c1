import {
  GRANT_LEVELS,
  hasPermission,
  PERMISSIONS,
  type PanelDetail,
  type UserInfo,
} from '@tessera/contracts';

type Holder = Pick<UserInfo, 'permissions'> | null;

/** Creating dashboards and folders is a capability (`panel:manage`), never a role code. */
export const canManagePanels = (user: Holder): boolean =>
  hasPermission(user, PERMISSIONS.panelManage);

/** Editing, renaming or restoring one dashboard: a manager who holds manage on it. */
export const canEditPanel = (user: Holder, panel: Pick<PanelDetail, 'permission'>): boolean =>
  canManagePanels(user) && panel.permission === 'manage';

/** Exporting a dashboard (PNG, PDF) takes the export grant on it (issue 23 part 5). */
export const canExportPanel = (panel: Pick<PanelDetail, 'permission'>): boolean =>
  GRANT_LEVELS[panel.permission] >= GRANT_LEVELS.export;
