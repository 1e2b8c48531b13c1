import { BUILTIN_ROLE_NAMES, normaliseName } from '@tessera/contracts';
import type { UserAccess } from '../auth/access.js';
import type { Db } from '../db/database.js';
import { AppError } from '../http/app-error.js';
import { managedOrgIds } from '../org/scope.js';
import { subtreeOf } from '../org/tenancy.js';
import { visibleRoles } from '../role/visibility.js';

/** Names compare as a person reads them: NFC, trimmed, any case. */
const nameKey = (name: string) => normaliseName(name).toLowerCase();

/** A cell quoted back in a message: without invisible characters, and not a whole page of it. */
const quoted = (text: string) => {
  const clean = text.replace(/[\p{Cc}\p{Cf}]/gu, '');
  return clean.length > 50 ? `${clean.slice(0, 50)}…` : clean;
};

/**
 * What the organisation and role cells of an import name (issue 21 part 2): the organisations
 * of the caller's tenant they manage, by id or name, and the roles a user there may hold, by
 * name (a built-in one also by code or its name in any interface language). Loaded once per
 * file. Another tenant's organisations and roles are never matched, so a file cannot tell
 * whether they exist (SECURITY B1); whether a role may be given is create's own check (B6).
 */
export class ImportLookup {
  private constructor(
    private readonly deptIds: ReadonlySet<number>,
    private readonly deptsByName: ReadonlyMap<string, number[]>,
    private readonly rolesByName: ReadonlyMap<string, number>,
  ) {}

  static async load(db: Db, access: UserAccess): Promise<ImportLookup> {
    const tenant = await subtreeOf(db, access.orgId);
    const managed = await managedOrgIds(db, access);
    const ids = managed === null ? tenant : tenant.filter((id) => managed.includes(id));
    const orgs = ids.length
      ? await db.selectFrom('organisations').select(['id', 'name']).where('id', 'in', ids).execute()
      : [];
    const deptsByName = new Map<string, number[]>();
    for (const org of orgs) {
      const key = nameKey(org.name);
      deptsByName.set(key, [...(deptsByName.get(key) ?? []), org.id]);
    }

    const roles = await visibleRoles(db, access)
      .where((eb) => eb.or([eb('builtin', '=', 1), eb('org_id', '=', access.orgId)]))
      .execute();
    const rolesByName = new Map<string, number>();
    // Built-in names first: a custom role cannot take over "组织成员" for the built-in one.
    for (const role of roles.filter((r) => r.builtin === 1)) {
      const names = [role.code, role.name, ...Object.values(BUILTIN_ROLE_NAMES[role.code] ?? {})];
      for (const name of names) rolesByName.set(nameKey(name), role.id);
    }
    for (const role of roles.filter((r) => r.builtin !== 1)) {
      const key = nameKey(role.name);
      if (!rolesByName.has(key)) rolesByName.set(key, role.id);
    }
    return new ImportLookup(new Set(orgs.map((o) => o.id)), deptsByName, rolesByName);
  }

  /** The organisation a cell names: an id, else a name that only one organisation has. */
  deptId(text: string): number {
    if (text === '') throw new AppError(400, 'USER_IMPORT_DEPT_REQUIRED');
    if (/^\d{1,10}$/.test(text) && this.deptIds.has(Number(text))) return Number(text);
    const matches = this.deptsByName.get(nameKey(text)) ?? [];
    if (matches.length > 1)
      throw new AppError(400, 'USER_IMPORT_DEPT_AMBIGUOUS', undefined, { name: quoted(text) });
    if (matches.length === 0)
      throw new AppError(400, 'USER_IMPORT_DEPT_UNKNOWN', undefined, { name: quoted(text) });
    return matches[0]!;
  }

  /** The roles a cell names; the first unknown name is the row's error. */
  roleIds(names: readonly string[]): number[] {
    return names.map((name) => {
      const id = this.rolesByName.get(nameKey(name));
      if (id === undefined)
        throw new AppError(400, 'USER_IMPORT_ROLE_UNKNOWN', undefined, {
          name: quoted(name),
        });
      return id;
    });
  }
}
