import {
  GRANT_LEVELS,
  PERMISSIONS,
  type GrantKind,
  type GrantLevel,
  type GrantTargetType,
  type GrantView,
  type Language,
  type Permission,
  type SaveGrants,
  type SetGrant,
  type TargetGrant,
} from '@tessera/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { shownName, demoNames } from '../demo/names.js';
import { forbidden, notFound } from '../http/app-error.js';
import { assertManagesOrg, managedOrgIds } from '../org/scope.js';
import { findVisibleRole } from '../role/visibility.js';
import type { UserAccess } from './access.js';
import {
  assertCreatorKeepsManage,
  assertOneGrantPerTarget,
  assertWithinOwnLevel,
} from './grant-rules.js';
import {
  assertTargetsInTenant,
  contractTargetType,
  storedTargetType,
  targetKey,
  tenantTargetNames,
  type TargetRef,
} from './grant-targets.js';
import { holdsPermission } from './authorize.js';
import { grant } from './grants.js';
import { levelName } from './level-names.js';
import type { LoadedResource, ResourceAccess } from './resources.js';

/** Where each kind's rows live and the column a person knows one by. */
const RESOURCE_TABLES: Record<GrantKind, { table: string; name: string }> = {
  datasource: { table: 'datasources', name: 'name' },
  dataset: { table: 'datasets', name: 'name' },
  chart: { table: 'charts', name: 'title' },
  panel: { table: 'panels', name: 'name' },
};

/** The page permission of each kind: a grants dialog opens from that kind's page. */
export const GRANT_READ: Record<GrantKind, Permission> = {
  datasource: PERMISSIONS.datasourceRead,
  dataset: PERMISSIONS.datasetRead,
  chart: PERMISSIONS.chartRead,
  panel: PERMISSIONS.panelRead,
};

const TARGET_ORDER: Record<GrantTargetType, number> = { user: 0, role: 1, dept: 2 };

const asLevel = (level: number) => levelName(level as GrantLevel);

/**
 * Data authorisation (issue 21 part 4): who holds which level on one resource, changed by those
 * who manage it, and what one user, role or organisation holds. Every target lives in the
 * caller's tenant (SECURITY B1); nobody grants more than they hold (B6).
 */
export class GrantService {
  constructor(
    private readonly db: Db,
    private readonly resources: ResourceAccess,
  ) {}

  /** The grants on a resource the route already loaded (the caller manages it). */
  async list(access: UserAccess, kind: GrantKind, resourceId: string): Promise<GrantView[]> {
    const rows = await this.db
      .selectFrom('resource_grants')
      .select(['target_type', 'target_id', 'level', 'with_sub_orgs'])
      .where('resource_type', '=', kind)
      .where('resource_id', '=', resourceId)
      .execute();
    const views = rows.map((row) => ({
      targetType: contractTargetType(row.target_type),
      targetId: row.target_id,
      level: asLevel(row.level),
      withSubOrgs: row.target_type === 'org' && row.with_sub_orgs === 1,
    }));
    const names = await tenantTargetNames(this.db, access.orgId, views);
    // A grant naming something outside the tenant is never written; none is ever shown either.
    return views
      .flatMap((view) => {
        const targetName = names.get(targetKey(view));
        return targetName === undefined ? [] : [{ ...view, targetName }];
      })
      .sort(
        (a, b) =>
          TARGET_ORDER[a.targetType] - TARGET_ORDER[b.targetType] ||
          a.targetName.localeCompare(b.targetName),
      );
  }

  /** Replaces every grant on the resource, or nothing when any rule refuses. */
  async save(access: UserAccess, input: SaveGrants): Promise<void> {
    const loaded = await this.authorise(access, input.kind, input.resourceId);
    assertOneGrantPerTarget(input.grants);
    await assertTargetsInTenant(this.db, access.orgId, input.grants);
    assertWithinOwnLevel(access, loaded.level, input.grants);
    assertCreatorKeepsManage(await this.creatorOf(access, loaded), input.grants);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('resource_grants')
        .where('resource_type', '=', input.kind)
        .where('resource_id', '=', input.resourceId)
        .execute();
      if (input.grants.length === 0) return;
      const now = Date.now();
      await trx
        .insertInto('resource_grants')
        .values(
          input.grants.map((g) => ({
            resource_type: input.kind,
            resource_id: input.resourceId,
            target_type: storedTargetType(g.targetType),
            target_id: g.targetId,
            level: GRANT_LEVELS[g.level],
            with_sub_orgs: g.targetType === 'dept' && g.withSubOrgs ? 1 : 0,
            create_time: now,
          })),
        )
        .execute();
    });
  }

  /** One target's level on one resource; null revokes. The same rules as `save`. */
  async set(access: UserAccess, input: SetGrant): Promise<void> {
    const loaded = await this.authorise(access, input.kind, input.resourceId);
    await assertTargetsInTenant(this.db, access.orgId, [input]);
    assertWithinOwnLevel(access, loaded.level, [input]);
    const creatorId = await this.creatorOf(access, loaded);
    if (input.targetType === 'user' && input.targetId === creatorId)
      assertCreatorKeepsManage(creatorId, [input]);
    if (input.level === null) {
      await this.db
        .deleteFrom('resource_grants')
        .where('resource_type', '=', input.kind)
        .where('resource_id', '=', input.resourceId)
        .where('target_type', '=', storedTargetType(input.targetType))
        .where('target_id', '=', input.targetId)
        .execute();
      return;
    }
    await grant(
      this.db,
      input.kind,
      input.resourceId,
      storedTargetType(input.targetType),
      input.targetId,
      GRANT_LEVELS[input.level],
      input.targetType === 'dept' && input.withSubOrgs === true,
    );
  }

  /**
   * What one user, role or organisation holds, on the resources of the caller's tenant. The
   * target must be one the caller administers (their organisations' users and organisations,
   * the roles they see); any other id, another tenant's included, is not found (B1).
   */
  async grantsOf(
    access: UserAccess,
    target: TargetRef,
    language: Language,
  ): Promise<TargetGrant[]> {
    await this.assertAdministers(access, target);
    const stored = storedTargetType(target.targetType);
    const parts = (Object.keys(RESOURCE_TABLES) as GrantKind[]).map((kind) => {
      const { table, name } = RESOURCE_TABLES[kind];
      return sql`select ${kind} as kind, g.resource_id as resource_id, g.level as level,
          g.with_sub_orgs as with_sub_orgs, r.${sql.ref(name)} as name
        from resource_grants g join ${sql.table(table)} r on r.id = g.resource_id
        where g.resource_type = ${kind} and g.target_type = ${stored}
          and g.target_id = ${target.targetId} and r.org_id = ${access.orgId}`;
    });
    // One query for the four kinds: a union of the same shape, portable SQL.
    const rows = await sql<{
      kind: GrantKind;
      resource_id: string;
      level: number;
      with_sub_orgs: number;
      name: string;
    }>`${sql.join(parts, sql` union all `)}`.execute(this.db);
    const demo = await demoNames(this.db);
    return rows.rows
      .map((row) => ({
        kind: row.kind,
        resourceId: row.resource_id,
        resourceName: shownName(demo, row.kind, row.resource_id, row.name, language),
        level: asLevel(Number(row.level)),
        withSubOrgs: stored === 'org' && Number(row.with_sub_orgs) === 1,
      }))
      .sort((a, b) => a.kind.localeCompare(b.kind) || a.resourceName.localeCompare(b.resourceName));
  }

  /**
   * What the routes with a fixed path and the kind in the body cannot declare: 'manage' on the
   * resource through the one loader (404 outside the tenant or without any grant, 403 below
   * manage), then the kind's read permission, in the authorisation hook's order (B1 before B2).
   */
  private async authorise(access: UserAccess, kind: GrantKind, id: string) {
    const loaded = await this.resources.authorise(access, kind, id, 'manage');
    if (!holdsPermission(access, GRANT_READ[kind])) throw forbidden();
    return loaded;
  }

  private async assertAdministers(access: UserAccess, target: TargetRef): Promise<void> {
    const { db } = this;
    if (target.targetType === 'role') {
      await findVisibleRole(db, access, target.targetId);
      return;
    }
    if (target.targetType === 'dept') {
      await assertManagesOrg(db, access, target.targetId);
      return;
    }
    const user = await db
      .selectFrom('users')
      .select('org_id')
      .where('id', '=', target.targetId)
      .executeTakeFirst();
    const managed = await managedOrgIds(db, access);
    if (!user || (managed !== null && !managed.includes(user.org_id))) throw notFound();
  }

  /** The resource's creator while they are a user of the tenant; else nobody (null). */
  private async creatorOf(access: UserAccess, loaded: LoadedResource): Promise<number | null> {
    const creator = (loaded.row as { create_by: number | null }).create_by;
    if (creator === null) return null;
    const names = await tenantTargetNames(this.db, access.orgId, [
      { targetType: 'user', targetId: creator },
    ]);
    return names.size > 0 ? creator : null;
  }
}
