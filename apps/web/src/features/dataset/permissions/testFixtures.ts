import type {
  ColumnPermission,
  DeptNode,
  RoleRow,
  RowPermission,
  UserGridPage,
  UserGridRow,
} from '@tessera/contracts';
import { FIELDS, field } from '../../../test/datasetFixtures';

/** Orders' fields plus a text region and a text phone number. */
export const PERM_FIELDS = [
  ...FIELDS,
  field({ id: 'f4', name: 'Region', originName: 'region', sort: 3 }),
  field({ id: 'f5', name: 'Phone', originName: 'phone', sort: 4 }),
];

const role = (patch: Partial<RoleRow> & Pick<RoleRow, 'id' | 'code' | 'name'>): RoleRow => ({
  description: null,
  builtin: true,
  orgId: null,
  userCount: 0,
  ...patch,
});
export const ROLES: RoleRow[] = [
  role({ id: 3, code: 'org_member', name: 'org_member' }),
  role({ id: 10, code: 'custom_10', name: 'Sales reps', builtin: false, orgId: 1 }),
];

export const DEPTS: DeptNode[] = [
  {
    id: 1,
    pid: 0,
    name: 'Acme',
    userCount: 1,
    createTime: 0,
    children: [{ id: 2, pid: 1, name: 'East office', userCount: 3, createTime: 0, children: [] }],
  },
];

const user = (userId: number, username: string, nickName: string): UserGridRow => ({
  userId,
  username,
  nickName,
  email: null,
  phone: null,
  deptId: 2,
  deptName: 'East office',
  roles: [],
  enabled: true,
  mustChangePassword: false,
  attributes: { region: 'East' },
  createTime: 0,
});
export const ANN = user(7, 'ann', 'Ann Lee');
export const BOB = user(8, 'bob', 'Bob Chen');
export const USERS: UserGridPage = { listObject: [ANN, BOB], itemCount: 2 };

/** Members see their own region's rows; Ann also only rows of 100 or more. */
export const ROW_RULES: RowPermission[] = [
  {
    id: 'rp1',
    datasetId: 'd-orders',
    targetType: 'role',
    targetId: 3,
    targetName: 'org_member',
    filter: { kind: 'condition', fieldId: 'f4', operator: 'eq', value: '${user.region}' },
  },
  {
    id: 'rp2',
    datasetId: 'd-orders',
    targetType: 'user',
    targetId: 7,
    targetName: 'Ann Lee',
    filter: {
      kind: 'and',
      children: [
        { kind: 'condition', fieldId: 'f3', operator: 'ge', value: 100 },
        {
          kind: 'or',
          children: [
            { kind: 'condition', fieldId: 'f2', operator: 'like', value: 'Acme' },
            { kind: 'condition', fieldId: 'f2', operator: 'is_null' },
          ],
        },
      ],
    },
  },
];

export const COLUMN_RULES: ColumnPermission[] = [
  {
    id: 'cp1',
    datasetId: 'd-orders',
    targetType: 'dept',
    targetId: 2,
    targetName: 'East office',
    fieldId: 'f5',
    fieldName: 'Phone',
    mode: 'mask',
    keepStart: 3,
    keepEnd: 4,
  },
  {
    id: 'cp2',
    datasetId: 'd-orders',
    targetType: 'role',
    targetId: 10,
    targetName: 'Sales reps',
    fieldId: 'f3',
    fieldName: 'Amount',
    mode: 'hide',
    keepStart: 0,
    keepEnd: 0,
  },
];

/** The routes the permissions tab reads, answered from the fixtures above. */
export const PERMISSION_ROUTES = {
  'POST /dataset/field/list/d-orders': PERM_FIELDS,
  'POST /dataset/rowPermission/list/d-orders': ROW_RULES,
  'POST /dataset/columnPermission/list/d-orders': COLUMN_RULES,
  'POST /api/role/list': ROLES,
  'POST /api/dept/tree': DEPTS,
  'POST /api/user/userGrid/1/20': USERS,
};
