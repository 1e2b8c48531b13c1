import { randomBytes } from 'node:crypto';
import type {
  CreatedId,
  RoleCreate,
  RoleMenus,
  RoleMenusSave,
  RoleRow,
  RoleUpdate,
} from '@tessera/contracts';
import { nameSkeleton } from '@tessera/contracts/name-skeleton';
import { ADMIN_ROLE, type UserAccess } from '../auth/access.js';
import type { Db } from '../db/database.js';
import { AppError, badRequest } from '../http/app-error.js';
import { managedOrgIds } from '../org/scope.js';
import { heldMenuIds } from './menus.js';
import { planRoleMenus } from './menu-plan.js';
import {
  BUILTIN_ORDER,
  findVisibleRole,
  sameScopeRoles,
  visibleRoles,
  type RoleRecord,
} from './visibility.js';

/** How many holders a refused delete names before "…". */
const NAMED_HOLDERS = 5;

const builtinRank = (code: string) => {
  const rank = BUILTIN_ORDER.indexOf(code as (typeof BUILTIN_ORDER)[number]);
  return rank < 0 ? BUILTIN_ORDER.length : rank;
};

/** A built-in role's name and menus are product structure, never edited here. */
function assertCustom(role: RoleRecord): void {
  if (role.builtin === 1) throw new AppError(403, 'ROLE_BUILTIN');
}

/** The system/role page (issue 21, SPEC §2 and §6): roles and their menu authorisation. */
export class RoleService {
  constructor(private readonly db: Db) {}

  /** Built-in roles first, then custom ones by name; users counted where the caller manages. */
  async list(access: UserAccess): Promise<RoleRow[]> {
    const roles = await visibleRoles(this.db, access).execute();
    const counts = await this.userCounts(access);
    return roles
      .map((role): RoleRow => ({
        id: role.id,
        code: role.code,
        name: role.name,
        description: role.description,
        builtin: role.builtin === 1,
        orgId: role.org_id,
        userCount: counts.get(role.id) ?? 0,
      }))
      .sort((a, b) => {
        if (a.builtin !== b.builtin) return a.builtin ? -1 : 1;
        if (a.builtin) return builtinRank(a.code) - builtinRank(b.code) || a.id - b.id;
        return a.name.localeCompare(b.name) || a.id - b.id;
      });
  }

  /** A custom role of the caller's tenant. */
  async create(access: UserAccess, input: RoleCreate): Promise<CreatedId> {
    await this.assertNameFree(access.orgId, input.name, null);
    const row = await this.db
      .insertInto('roles')
      .values({
        org_id: access.orgId,
        // Codes name roles in tokens' access and in grants' logs; a random one never collides
        // with a built-in code nor tells how many roles other tenants have.
        code: `role_${randomBytes(6).toString('hex')}`,
        name: input.name,
        description: input.description || null,
        builtin: 0,
        create_time: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id };
  }

  async update(access: UserAccess, input: RoleUpdate): Promise<void> {
    const role = await findVisibleRole(this.db, access, input.id);
    assertCustom(role);
    await this.assertNameFree(role.org_id, input.name, role.id);
    await this.db
      .updateTable('roles')
      .set({
        name: input.name,
        ...(input.description === undefined ? {} : { description: input.description || null }),
      })
      .where('id', '=', role.id)
      .execute();
  }

  /** Refused while anyone holds the role; otherwise its menus and grants go with it. */
  async remove(access: UserAccess, id: number): Promise<void> {
    const role = await findVisibleRole(this.db, access, id);
    assertCustom(role);
    const holders = await this.db
      .selectFrom('user_roles')
      .innerJoin('users', 'users.id', 'user_roles.user_id')
      .select(['users.username', 'users.org_id'])
      .where('user_roles.role_id', '=', role.id)
      .orderBy('users.username')
      .execute();
    if (holders.length > 0)
      throw new AppError(409, 'ROLE_IN_USE', undefined, {
        names: await this.holderNames(access, holders),
      });
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('role_menus').where('role_id', '=', role.id).execute();
      await trx
        .deleteFrom('resource_grants')
        .where('target_type', '=', 'role')
        .where('target_id', '=', role.id)
        .execute();
      await trx.deleteFrom('roles').where('id', '=', role.id).execute();
    });
  }

  /** The role's menu ids; the built-in administrator holds every menu without rows. */
  async menus(access: UserAccess, roleId: number): Promise<RoleMenus> {
    const role = await findVisibleRole(this.db, access, roleId);
    const rows =
      role.code === ADMIN_ROLE
        ? await this.db.selectFrom('menus').select('id as menu_id').execute()
        : await this.db
            .selectFrom('role_menus')
            .select('menu_id')
            .where('role_id', '=', role.id)
            .execute();
    return { roleId: role.id, menuIds: rows.map((r) => r.menu_id).sort((a, b) => a - b) };
  }

  /**
   * Replaces a role's menus in one transaction; its holders' next request already carries the
   * new permissions (access is loaded per request). One gives only menus one holds (B6).
   */
  async saveMenus(access: UserAccess, input: RoleMenusSave): Promise<void> {
    const role = await findVisibleRole(this.db, access, input.roleId);
    // The administrator holds everything anyway; the other built-in roles are shared by every
    // tenant, so only a system administrator may change what they open.
    if (role.code === ADMIN_ROLE || (role.builtin === 1 && !access.isAdmin))
      throw new AppError(403, 'ROLE_BUILTIN');
    const all = await this.db.selectFrom('menus').selectAll().execute();
    // Read before the transaction: SQLite has one connection, which the transaction holds.
    const held = access.isAdmin ? null : await heldMenuIds(this.db, access);
    await this.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('role_menus')
        .select('menu_id')
        .where('role_id', '=', role.id)
        .execute();
      const plan = planRoleMenus({
        all,
        requested: input.menuIds,
        current: current.map((r) => r.menu_id),
        held,
      });
      if (plan.kind === 'unknown') throw badRequest();
      if (plan.kind === 'notHeld') throw new AppError(403, 'MENU_NOT_HELD');
      await trx.deleteFrom('role_menus').where('role_id', '=', role.id).execute();
      if (plan.menuIds.length > 0)
        await trx
          .insertInto('role_menus')
          .values(plan.menuIds.map((menu_id) => ({ role_id: role.id, menu_id })))
          .execute();
    });
  }

  /** Users per role, counting only users the caller manages (all for a system administrator). */
  private async userCounts(access: UserAccess): Promise<Map<number, number>> {
    const managed = await managedOrgIds(this.db, access);
    let query = this.db
      .selectFrom('user_roles')
      .innerJoin('users', 'users.id', 'user_roles.user_id')
      .select(['user_roles.role_id', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('user_roles.role_id');
    if (managed !== null) query = query.where('users.org_id', 'in', managed.length ? managed : [0]);
    const rows = await query.execute();
    return new Map(rows.map((r) => [r.role_id, Number(r.count)]));
  }

  /**
   * The holders a refusal names: those the caller manages, at most five, then "…" for the rest
   * (others in the tenant are counted, never named).
   */
  private async holderNames(
    access: UserAccess,
    holders: readonly { username: string; org_id: number }[],
  ): Promise<string> {
    const managed = await managedOrgIds(this.db, access);
    const named = holders
      .filter((h) => managed === null || managed.includes(h.org_id))
      .slice(0, NAMED_HOLDERS)
      .map((h) => h.username);
    return named.length < holders.length ? [...named, '…'].join(', ') : named.join(', ');
  }

  /** A name that looks like another role's in the same scope is taken (SECURITY C8). */
  private async assertNameFree(
    tenantId: number | null,
    name: string,
    exceptId: number | null,
  ): Promise<void> {
    const key = nameSkeleton(name);
    const roles = await sameScopeRoles(this.db, tenantId).execute();
    if (roles.some((r) => r.id !== exceptId && nameSkeleton(r.name) === key))
      throw new AppError(409, 'ROLE_NAME_TAKEN');
  }
}
