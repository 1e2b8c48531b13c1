import type { Db } from '../db/database.js';

export async function findUserByUsername(db: Db, username: string) {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function findUserById(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function rolesOf(db: Db, userId: number) {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['roles.code', 'roles.name', 'roles.builtin'])
    .where('user_roles.user_id', '=', userId)
    .orderBy('roles.id')
    .execute();
  return rows.map((r) => ({ code: r.code, name: r.name, builtin: r.builtin === 1 }));
}

export async function organisationName(db: Db, orgId: number): Promise<string> {
  const org = await db
    .selectFrom('organisations')
    .select('name')
    .where('id', '=', orgId)
    .executeTakeFirst();
  return org?.name ?? '';
}
