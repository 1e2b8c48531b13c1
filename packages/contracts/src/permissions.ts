/**
 * Menu and operation permissions (SPEC §6 "menu/operation"): the strings a role's menus carry.
 * A page menu (type 1) carries the permission to open it and call its routes; an operation
 * (type 2, never a route) carries a capability such as managing data sources. Both ends ask
 * for a capability by these names, never by role code.
 */
export const PERMISSIONS = {
  panelRead: 'panel:read',
  /** Create dashboards and manage those one holds 'manage' on; save themes; upload pictures. */
  panelManage: 'panel:manage',
  datasourceRead: 'datasource:read',
  /** Create data sources and manage those one holds 'manage' on. */
  datasourceManage: 'datasource:manage',
  datasetRead: 'dataset:read',
  /** Create datasets and manage those one holds 'manage' on; upload files into the warehouse. */
  datasetManage: 'dataset:manage',
  chartRead: 'chart:read',
  /** Create charts and manage those one holds 'manage' on. */
  chartManage: 'chart:manage',
  /** The system menu's pages (issue 21): organisations, users, roles; then parameters. */
  systemDept: 'system:dept',
  systemUser: 'system:user',
  systemRole: 'system:role',
  /** System parameters (issue 23 part 2): the tenant's settings, such as its link policy. */
  systemParameter: 'system:parameter',
} as const;
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

/** True when the caller's permissions (from userInfo) include the capability. */
export const hasPermission = (
  holder: { permissions: readonly string[] } | null | undefined,
  permission: Permission,
): boolean => holder?.permissions.includes(permission) ?? false;
