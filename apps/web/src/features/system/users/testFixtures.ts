import type { DeptNode, RoleRef, RoleRow, UserGridPage, UserGridRow } from '@tessera/contracts';

/** The users page's server answers, for its tests. */
export const ADMIN_ROLE: RoleRef = { id: 1, code: 'admin', name: 'admin', builtin: true };
export const MEMBER_ROLE: RoleRef = {
  id: 3,
  code: 'org_member',
  name: 'org_member',
  builtin: true,
};
export const ANALYST_ROLE: RoleRef = { id: 7, code: 'analyst', name: 'Analysts', builtin: false };

const roleRow = (role: RoleRef): RoleRow => ({
  ...role,
  description: null,
  orgId: role.builtin ? null : 1,
  userCount: 1,
});
export const ROLES: RoleRow[] = [ADMIN_ROLE, MEMBER_ROLE, ANALYST_ROLE].map(roleRow);

const dept = (id: number, pid: number, name: string, children: DeptNode[] = []): DeptNode => ({
  id,
  pid,
  name,
  userCount: 1,
  createTime: 0,
  children,
});
export const DEPTS: DeptNode[] = [dept(1, 0, 'Acme', [dept(2, 1, 'Sales'), dept(3, 1, 'Finance')])];

export const userRow = (patch: Partial<UserGridRow>): UserGridRow => ({
  userId: 9,
  username: 'x',
  nickName: 'X',
  email: null,
  phone: null,
  deptId: 1,
  deptName: 'Acme',
  roles: [MEMBER_ROLE],
  enabled: true,
  mustChangePassword: false,
  attributes: {},
  createTime: Date.UTC(2026, 0, 2, 3, 4, 5),
  ...patch,
});

/** The signed-in administrator (userWith's id 1). */
export const ADMIN = userRow({
  userId: 1,
  username: 'admin',
  nickName: 'Ada Admin',
  roles: [ADMIN_ROLE],
  email: 'ada@acme.test',
});
export const BOB = userRow({
  userId: 2,
  username: 'bob',
  nickName: 'Bob Brown',
  deptId: 2,
  deptName: 'Sales',
  roles: [MEMBER_ROLE, ANALYST_ROLE],
  phone: '13812345678',
});
export const CAROL = userRow({ userId: 3, username: 'carol', nickName: 'Carol', enabled: false });

export const gridPage = (rows: UserGridRow[], itemCount = rows.length): UserGridPage => ({
  listObject: rows,
  itemCount,
});

export const GRID = 'POST /api/user/userGrid/1/10';
export const BASE_ROUTES = {
  'POST /api/dept/tree': DEPTS,
  'POST /api/role/list': ROLES,
  [GRID]: gridPage([ADMIN, BOB, CAROL]),
};
