import { PERMISSIONS, type GrantView, type RoleRow, type UserGridRow } from '@tessera/contracts';

/** Manages datasets and may list users, roles and organisations to grant them. */
export const GRANTER = [
  PERMISSIONS.datasetRead,
  PERMISSIONS.datasetManage,
  PERMISSIONS.systemUser,
  PERMISSIONS.systemRole,
  PERMISSIONS.systemDept,
];

export const role = (patch: Partial<RoleRow> & Pick<RoleRow, 'id' | 'code' | 'name'>): RoleRow => ({
  description: null,
  builtin: true,
  orgId: null,
  userCount: 0,
  ...patch,
});

export const ORG_MEMBER = role({ id: 3, code: 'org_member', name: 'org_member' });
export const ANALYSTS = role({
  id: 10,
  code: 'custom_10',
  name: 'Analysts',
  builtin: false,
  orgId: 1,
});

export const gridUser = (userId: number, username: string, nickName: string): UserGridRow => ({
  userId,
  username,
  nickName,
  email: null,
  phone: null,
  deptId: 2,
  deptName: 'Sales',
  roles: [],
  enabled: true,
  mustChangePassword: false,
  attributes: {},
  createTime: 0,
});

/** Ann reads, the organisation members use, Sales (and below) exports. */
export const GRANTS: GrantView[] = [
  { targetType: 'user', targetId: 7, targetName: 'Ann Lee', level: 'view', withSubOrgs: false },
  {
    targetType: 'role',
    targetId: 3,
    targetName: 'org_member',
    level: 'use',
    withSubOrgs: false,
  },
  { targetType: 'dept', targetId: 2, targetName: 'Sales', level: 'export', withSubOrgs: true },
];
