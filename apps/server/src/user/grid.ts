import type { RoleRef, UserGridPage, UserGridQuery, UserGridRow } from '@tessera/contracts';
import { sql } from 'kysely';
import type { UserAccess } from '../auth/access.js';
import type { Db } from '../db/database.js';
import { notFound } from '../http/app-error.js';
import { managedOrgIds } from '../org/scope.js';
import { subtreeOf } from '../org/tenancy.js';

/** `!` escapes LIKE's wildcards, so a keyword "50%" or "a_b" matches itself only. */
const likePattern = (keyword: string) =>
  `%${keyword.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** The organisations the grid covers: the chosen one and below, inside what the caller manages. */
async function gridOrgIds(
  db: Db,
  access: UserAccess,
  deptId: number | undefined,
): Promise<number[] | null> {
  const managed = await managedOrgIds(db, access);
  if (deptId === undefined) return managed;
  // Another tenant's organisation is not found, as everywhere else (SECURITY B1).
  if (managed !== null && !managed.includes(deptId)) throw notFound();
  return subtreeOf(db, deptId);
}

/**
 * One page of the users a caller administers (SPEC §2 system/user). A page costs a fixed number
 * of queries whatever its size — the rows, then their roles and attributes by id — so it stays
 * fast with many thousands of users. Only listed columns are read: never the password hash (B7).
 */
export async function userGrid(
  db: Db,
  access: UserAccess,
  page: number,
  size: number,
  query: UserGridQuery,
): Promise<UserGridPage> {
  const orgIds = await gridOrgIds(db, access, query.deptId);
  if (orgIds !== null && orgIds.length === 0) return { listObject: [], itemCount: 0 };
  let base = db.selectFrom('users');
  if (orgIds !== null) base = base.where('users.org_id', 'in', orgIds);
  if (query.enabled !== undefined) base = base.where('users.enabled', '=', query.enabled ? 1 : 0);
  if (query.roleId !== undefined) {
    const roleId = query.roleId;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles')
          .select('user_roles.user_id')
          .whereRef('user_roles.user_id', '=', 'users.id')
          .where('user_roles.role_id', '=', roleId),
      ),
    );
  }
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    base = base.where(
      sql<boolean>`(lower(users.username) like ${pattern} escape '!'
        or lower(users.nick_name) like ${pattern} escape '!'
        or lower(coalesce(users.email, '')) like ${pattern} escape '!')`,
    );
  }
  const counted = await base.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const itemCount = Number(counted?.n ?? 0);
  const rows = await base
    .innerJoin('organisations', 'organisations.id', 'users.org_id')
    .select([
      'users.id',
      'users.username',
      'users.nick_name',
      'users.email',
      'users.phone',
      'users.org_id',
      'organisations.name as org_name',
      'users.enabled',
      'users.must_change_password',
      'users.create_time',
    ])
    .orderBy('users.id')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  const ids = rows.map((row) => row.id);
  const roles = await rolesByUser(db, ids);
  const attributes = await attributesByUser(db, ids);
  const listObject = rows.map((row): UserGridRow => ({
    userId: row.id,
    username: row.username,
    nickName: row.nick_name,
    email: row.email,
    phone: row.phone,
    deptId: row.org_id,
    deptName: row.org_name,
    roles: roles.get(row.id) ?? [],
    enabled: row.enabled === 1,
    mustChangePassword: row.must_change_password === 1,
    attributes: attributes.get(row.id) ?? {},
    createTime: row.create_time,
  }));
  return { listObject, itemCount };
}

async function rolesByUser(db: Db, userIds: number[]): Promise<Map<number, RoleRef[]>> {
  const byUser = new Map<number, RoleRef[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['user_roles.user_id', 'roles.id', 'roles.code', 'roles.name', 'roles.builtin'])
    .where('user_roles.user_id', 'in', userIds)
    .orderBy('roles.id')
    .execute();
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push({ id: row.id, code: row.code, name: row.name, builtin: row.builtin === 1 });
    byUser.set(row.user_id, list);
  }
  return byUser;
}

async function attributesByUser(
  db: Db,
  userIds: number[],
): Promise<Map<number, Record<string, string>>> {
  const byUser = new Map<number, Record<string, string>>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('user_attributes')
    .select(['user_id', 'name', 'value'])
    .where('user_id', 'in', userIds)
    .orderBy('name')
    .execute();
  for (const row of rows) {
    const attributes = byUser.get(row.user_id) ?? {};
    attributes[row.name] = row.value;
    byUser.set(row.user_id, attributes);
  }
  return byUser;
}
