import {
  GRANT_LEVELS,
  hasPermission,
  type GrantLevel,
  type GrantLevelName,
  type Permission,
  type ResourceType,
} from '@tessera/contracts';
import type { Db } from '../db/database.js';
import { forbidden, notFound } from '../http/app-error.js';
import { reachesWholeTenant, type Principal, type UserAccess } from './access.js';
import { levelsOn } from './grants.js';

/**
 * The stored row of each resource type, declared by the feature that owns it:
 * `declare module '../auth/resources.js' { interface ResourceRows { datasource: DatasourceRow } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ResourceRows {}
export type LoadableType = keyof ResourceRows & ResourceType;

/** How one resource type is found and what levels capabilities imply on it. */
export interface ResourceKind<T extends LoadableType> {
  type: T;
  /** The table of its rows: which organisation made each one (`dept_id`) is read there. */
  table: 'datasources' | 'datasets' | 'charts' | 'panels';
  /** The row when it exists inside the organisation: another organisation's id does not exist. */
  find(db: Db, id: string, orgId: number): Promise<ResourceRows[T] | undefined>;
  /**
   * A capability whose holders hold `level` on every resource of this type made in their
   * organisation or below it (the whole tenant for a user at its top).
   */
  implied?: { permission: Permission; level: GrantLevelName };
}

/** What the object preHandler hands a route: the row and the caller's level on it. */
export interface LoadedResource<T extends LoadableType = LoadableType> {
  type: T;
  row: ResourceRows[T];
  level: GrantLevel;
}

/**
 * The one object loader (issue 6 part 2): every object route and every list goes through it, so
 * the organisation boundary (SECURITY B1) and the grant levels (DESIGN §5) are applied in one
 * place. A feature registers its kind once.
 */
export class ResourceAccess {
  private readonly kinds = new Map<LoadableType, ResourceKind<LoadableType>>();

  constructor(private readonly db: Db) {}

  register<T extends LoadableType>(kind: ResourceKind<T>): void {
    if (this.kinds.has(kind.type)) throw new Error(`resource kind ${kind.type} registered twice`);
    this.kinds.set(kind.type, kind as unknown as ResourceKind<LoadableType>);
  }

  /** The caller's level on resources of one type (0 where none): grants and capabilities. */
  async levels(
    user: UserAccess,
    type: LoadableType,
    ids: readonly string[],
  ): Promise<Map<string, GrantLevel | 0>> {
    const { implied, table } = this.kind(type);
    if (implied && (user.isAdmin || hasPermission(user, implied.permission))) {
      const level = GRANT_LEVELS[implied.level];
      const reached = await this.withinReach(user, table, ids);
      const reaches = (id: string) => reached === 'all' || reached.has(id);
      // Managing all of them already: no grant can add anything.
      const granted =
        level === GRANT_LEVELS.manage && ids.every(reaches)
          ? null
          : await levelsOn(this.db, user, type, ids);
      return new Map(
        ids.map((id) => [
          id,
          Math.max(reaches(id) ? level : 0, granted?.get(id) ?? 0) as GrantLevel | 0,
        ]),
      );
    }
    return levelsOn(this.db, user, type, ids);
  }

  /** Which of `ids` were made within the user's departments (withinDepartments). */
  private async withinReach(
    user: UserAccess,
    table: ResourceKind<LoadableType>['table'],
    ids: readonly string[],
  ): Promise<'all' | Set<string>> {
    if (reachesWholeTenant(user) || !user.deptSubtree) return 'all';
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom(table)
      .select('id')
      .where('id', 'in', [...ids])
      .where('dept_id', 'in', user.deptSubtree)
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  /**
   * The resource if the caller may see it and holds `need`: unknown, another organisation's, or
   * not granted at all → 404 (SECURITY B1: no way to tell them apart); visible but not enough
   * → 403.
   */
  async authorise<T extends LoadableType>(
    principal: Principal,
    type: T,
    id: string,
    need: GrantLevelName,
  ): Promise<LoadedResource<T>> {
    const kind = this.kind(type) as unknown as ResourceKind<T>;
    if (principal.kind === 'link') {
      // A share link opens its own dashboard, to view (SECURITY B5); its charts' data is reached
      // through that dashboard (ChartData.load), and nothing else exists for it.
      if (type !== 'panel' || id !== principal.panelId || need !== 'view') throw notFound();
      const row = await kind.find(this.db, id, principal.orgId);
      if (!row) throw notFound();
      return { type, row, level: GRANT_LEVELS.view };
    }
    const row = await kind.find(this.db, id, principal.orgId);
    if (!row) throw notFound();
    const level = (await this.levels(principal, type, [id])).get(id) ?? 0;
    if (level === 0) throw notFound();
    if (level < GRANT_LEVELS[need]) throw forbidden();
    return { type, row, level };
  }

  private kind(type: LoadableType): ResourceKind<LoadableType> {
    const kind = this.kinds.get(type);
    if (!kind) throw new Error(`no resource kind registered for ${type}`);
    return kind;
  }
}
