import type {
  AdminPassword,
  AdminPasswordReply,
  UserAttributes,
  UserCreate,
  UserCreateReply,
  UserDelete,
  UserStatus,
  UserUpdate,
} from '@tessera/contracts';
import { sql } from 'kysely';
import { ADMIN_ROLE, type UserAccess } from '../auth/access.js';
import { generateStrongPassword, hashPassword } from '../auth/passwords.js';
import type { TokenService } from '../auth/tokens.js';
import type { Db } from '../db/database.js';
import { AppError, notFound } from '../http/app-error.js';
import { holdingsText, resourceHoldings } from '../org/holdings.js';
import { assertManagesOrg, managedOrgIds } from '../org/scope.js';
import { tenantOf } from '../org/tenancy.js';
import { dropUserGrants, handOver } from './hand-over.js';
import {
  assertAssignable,
  assertNotAbove,
  isLastEnabledAdmin,
  loadAssignedRoles,
  rolesHeld,
} from './role-checks.js';

/**
 * User administration (SPEC §2 system/user). A user is reachable when their organisation is one
 * the caller manages (org/scope.ts); any other id is 404 (SECURITY B1). Every change that alters
 * what a user may do — roles, organisation, enabled, password — ends their sessions at once (A6).
 */
export class UserAdminService {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
  ) {}

  /** The user row, when the caller manages the user's organisation. */
  private async reachable(access: UserAccess, userId: number) {
    const user = await this.db
      .selectFrom('users')
      .select(['id', 'org_id', 'username', 'enabled'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw notFound();
    const managed = await managedOrgIds(this.db, access);
    if (managed !== null && !managed.includes(user.org_id)) throw notFound();
    return user;
  }

  /** Usernames are unique whatever their case: "Ann" and "ann" would sign in as each other. */
  private async assertUsernameFree(username: string, selfId?: number): Promise<void> {
    let query = this.db
      .selectFrom('users')
      .select('id')
      .where(sql<boolean>`lower(username) = ${username.toLowerCase()}`);
    if (selfId !== undefined) query = query.where('id', '!=', selfId);
    if (await query.executeTakeFirst()) throw new AppError(409, 'USER_NAME_TAKEN');
  }

  /** The organisation a user goes into must be managed; its tenant decides the custom roles. */
  private async checkPlacement(access: UserAccess, deptId: number, roleIds: readonly number[]) {
    await assertManagesOrg(this.db, access, deptId);
    const tenantId = await tenantOf(this.db, deptId);
    if (tenantId === null) throw notFound();
    const roles = await loadAssignedRoles(this.db, roleIds, tenantId);
    await assertAssignable(this.db, access, roles);
    return roles;
  }

  async create(access: UserAccess, input: UserCreate): Promise<UserCreateReply> {
    await this.checkPlacement(access, input.deptId, input.roleIds);
    await this.assertUsernameFree(input.username);
    const generated = input.password === undefined ? generateStrongPassword() : undefined;
    const passwordHash = await hashPassword(input.password ?? generated ?? '');
    // A generated password is known to whoever read it out: the user must choose their own.
    const mustChange = generated !== undefined || (input.mustChangePassword ?? false);
    const now = Date.now();
    const id = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('users')
        .values({
          org_id: input.deptId,
          username: input.username,
          nick_name: input.nickName,
          email: input.email || null,
          phone: input.phone || null,
          password_hash: passwordHash,
          language: null,
          enabled: input.enabled ? 1 : 0,
          must_change_password: mustChange ? 1 : 0,
          create_time: now,
          update_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await replaceRoles(trx, row.id, input.roleIds);
      await replaceAttributes(trx, row.id, input.attributes ?? {});
      return row.id;
    });
    return generated === undefined ? { id } : { id, password: generated };
  }

  async update(access: UserAccess, input: UserUpdate): Promise<void> {
    const user = await this.reachable(access, input.id);
    const before = await rolesHeld(this.db, user.id);
    const rolesChanged = !sameIds(
      before.map((r) => r.id),
      input.roleIds,
    );
    const orgChanged = input.deptId !== user.org_id;
    const enabledChanged = input.enabled !== (user.enabled === 1);
    // One cannot change what lets one act at all (and lock oneself out by mistake).
    if (user.id === access.userId && (rolesChanged || orgChanged || enabledChanged))
      throw new AppError(400, 'USER_SELF');
    const roles = await this.checkPlacementOf(access, input, rolesChanged || orgChanged);
    const staysAdmin = input.enabled && roles.some((role) => role.code === ADMIN_ROLE);
    if (!staysAdmin && (await isLastEnabledAdmin(this.db, user.id)))
      throw new AppError(400, 'USER_LAST_ADMIN');
    await assertNotAbove(this.db, access, user.id);
    if (input.username !== user.username) await this.assertUsernameFree(input.username, user.id);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({
          username: input.username,
          nick_name: input.nickName,
          email: input.email || null,
          phone: input.phone || null,
          org_id: input.deptId,
          enabled: input.enabled ? 1 : 0,
          update_time: Date.now(),
        })
        .where('id', '=', user.id)
        .execute();
      if (rolesChanged) await replaceRoles(trx, user.id, input.roleIds);
      if (input.attributes) await replaceAttributes(trx, user.id, input.attributes);
    });
    // A role, organisation or status change makes the old token fail at once (A6).
    if (rolesChanged || orgChanged || enabledChanged) await this.tokens.revokeAllForUser(user.id);
  }

  /**
   * The roles the user will hold, checked: re-checked for assignability only when the roles or
   * the organisation change, so an unchanged user can still have their name corrected.
   */
  private async checkPlacementOf(access: UserAccess, input: UserUpdate, changed: boolean) {
    if (changed) return this.checkPlacement(access, input.deptId, input.roleIds);
    return rolesHeld(this.db, input.id);
  }

  async updateStatus(access: UserAccess, input: UserStatus): Promise<void> {
    const user = await this.reachable(access, input.userId);
    if (user.id === access.userId) throw new AppError(400, 'USER_SELF');
    if (!input.enabled && (await isLastEnabledAdmin(this.db, user.id)))
      throw new AppError(400, 'USER_LAST_ADMIN');
    await assertNotAbove(this.db, access, user.id);
    await this.db
      .updateTable('users')
      .set({ enabled: input.enabled ? 1 : 0, update_time: Date.now() })
      .where('id', '=', user.id)
      .execute();
    if (!input.enabled) await this.tokens.revokeAllForUser(user.id);
  }

  /** One's own password is changed on the personal page, with the old one (A9). */
  async resetPassword(access: UserAccess, input: AdminPassword): Promise<AdminPasswordReply> {
    const user = await this.reachable(access, input.userId);
    if (user.id === access.userId) throw new AppError(400, 'USER_SELF');
    await assertNotAbove(this.db, access, user.id);
    const generated = input.newPassword === undefined ? generateStrongPassword() : undefined;
    const passwordHash = await hashPassword(input.newPassword ?? generated ?? '');
    // Whoever set it knows it: the user chooses their own at the next sign-in.
    await this.db
      .updateTable('users')
      .set({ password_hash: passwordHash, must_change_password: 1, update_time: Date.now() })
      .where('id', '=', user.id)
      .execute();
    await this.tokens.revokeAllForUser(user.id);
    return generated === undefined ? {} : { password: generated };
  }

  async remove(access: UserAccess, userId: number, input: UserDelete): Promise<void> {
    const user = await this.reachable(access, userId);
    if (user.id === access.userId) throw new AppError(400, 'USER_SELF');
    if (await isLastEnabledAdmin(this.db, user.id)) throw new AppError(400, 'USER_LAST_ADMIN');
    await assertNotAbove(this.db, access, user.id);
    if (input.handOverTo !== undefined)
      await this.assertHandOverTarget(access, user, input.handOverTo);
    await this.db.transaction().execute(async (trx) => {
      if (input.handOverTo === undefined) {
        const owned = await resourceHoldings(trx, 'create_by', user.id);
        if (owned.length)
          throw new AppError(409, 'USER_OWNS_RESOURCES', undefined, {
            names: holdingsText(owned),
          });
        await dropUserGrants(trx, user.id);
      } else {
        await handOver(trx, user.id, input.handOverTo);
      }
      await trx.deleteFrom('user_roles').where('user_id', '=', user.id).execute();
      await trx.deleteFrom('user_attributes').where('user_id', '=', user.id).execute();
      await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
      await trx.deleteFrom('users').where('id', '=', user.id).execute();
    });
  }

  /** Another enabled user of the same tenant, that the caller manages. */
  private async assertHandOverTarget(
    access: UserAccess,
    user: { id: number; org_id: number },
    targetId: number,
  ): Promise<void> {
    const invalid = () => new AppError(400, 'USER_HANDOVER_INVALID');
    if (targetId === user.id) throw invalid();
    const target = await this.db
      .selectFrom('users')
      .select(['id', 'org_id', 'enabled'])
      .where('id', '=', targetId)
      .executeTakeFirst();
    if (!target || target.enabled !== 1) throw invalid();
    const managed = await managedOrgIds(this.db, access);
    if (managed !== null && !managed.includes(target.org_id)) throw invalid();
    if ((await tenantOf(this.db, target.org_id)) !== (await tenantOf(this.db, user.org_id)))
      throw invalid();
  }
}

const sameIds = (a: readonly number[], b: readonly number[]) => {
  const left = [...new Set(a)].sort((x, y) => x - y);
  const right = [...new Set(b)].sort((x, y) => x - y);
  return left.length === right.length && left.every((id, i) => id === right[i]);
};

async function replaceRoles(trx: Db, userId: number, roleIds: readonly number[]): Promise<void> {
  await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  await trx
    .insertInto('user_roles')
    .values([...new Set(roleIds)].map((roleId) => ({ user_id: userId, role_id: roleId })))
    .execute();
}

async function replaceAttributes(trx: Db, userId: number, attributes: UserAttributes) {
  await trx.deleteFrom('user_attributes').where('user_id', '=', userId).execute();
  const rows = Object.entries(attributes).map(([name, value]) => ({
    user_id: userId,
    name,
    value,
  }));
  if (rows.length) await trx.insertInto('user_attributes').values(rows).execute();
}
