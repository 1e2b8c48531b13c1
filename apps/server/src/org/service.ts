import type { CreatedId, DeptCreate, DeptNode, DeptUpdate } from '@tessera/contracts';
import { nameSkeleton } from '@tessera/contracts/name-skeleton';
import { sql } from 'kysely';
import type { UserAccess } from '../auth/access.js';
import type { Db } from '../db/database.js';
import { AppError, forbidden, notFound } from '../http/app-error.js';
import {
  NAMED_AT_MOST,
  holdingOf,
  holdingsText,
  resourceHoldings,
  type Holding,
} from './holdings.js';
import { assertManagesOrg, managedOrgIds } from './scope.js';
import { subtreeOf, tenantOf } from './tenancy.js';

/**
 * Organisations (SPEC §2 system/dept): the tree a caller administers, and its changes. Which
 * organisations a caller reaches is scope.ts; a foreign or unknown id is 404 (SECURITY B1).
 */

interface OrgRow {
  id: number;
  pid: number;
  name: string;
  create_time: number;
}

const byNameThenId = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id;

/** A system administrator sees every tenant; anyone else the subtree of their own organisation. */
export async function deptTree(db: Db, access: UserAccess): Promise<DeptNode[]> {
  const managed = await managedOrgIds(db, access);
  if (managed !== null && managed.length === 0) return [];
  let query = db.selectFrom('organisations').select(['id', 'pid', 'name', 'create_time']);
  if (managed !== null) query = query.where('id', 'in', managed);
  const rows: OrgRow[] = await query.execute();
  let countQuery = db
    .selectFrom('users')
    .select(['org_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('org_id');
  if (managed !== null) countQuery = countQuery.where('org_id', 'in', managed);
  const counts = new Map((await countQuery.execute()).map((r) => [r.org_id, Number(r.n)]));

  const nodes = new Map<number, DeptNode>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        pid: row.pid,
        name: row.name,
        userCount: counts.get(row.id) ?? 0,
        createTime: row.create_time,
        children: [],
      },
    ]),
  );
  const roots: DeptNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.pid);
    // The caller's own organisation is a root even though it has a parent they do not see.
    const isRoot = managed === null ? node.pid === 0 : node.id === access.deptId;
    if (isRoot) roots.push(node);
    else parent?.children.push(node);
  }
  const sort = (list: DeptNode[]) => {
    list.sort(byNameThenId);
    for (const node of list) sort(node.children);
  };
  sort(roots);
  return roots;
}

/**
 * A sibling (same parent) whose name looks like `name` (SECURITY C8): names are compared by
 * their confusable skeleton, so "Sales" and full-width "ｓａｌｅｓ" clash.
 */
async function assertNoSiblingClash(db: Db, pid: number, name: string, selfId?: number) {
  const key = nameSkeleton(name);
  const siblings = await db
    .selectFrom('organisations')
    .select(['id', 'name'])
    .where('pid', '=', pid)
    .execute();
  if (siblings.some((row) => row.id !== selfId && nameSkeleton(row.name) === key))
    throw new AppError(409, 'ORG_NAME_TAKEN');
}

/** pid 0 makes a tenant, which only a system administrator may do. */
export async function createDept(
  db: Db,
  access: UserAccess,
  input: DeptCreate,
): Promise<CreatedId> {
  if (input.pid === 0) {
    if (!access.isAdmin) throw forbidden();
  } else {
    await assertManagesOrg(db, access, input.pid);
  }
  return db.transaction().execute(async (trx) => {
    await assertNoSiblingClash(trx, input.pid, input.name);
    const row = await trx
      .insertInto('organisations')
      .values({ pid: input.pid, name: input.name, create_time: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id };
  });
}

async function loadOrg(db: Db, id: number): Promise<OrgRow> {
  const row = await db
    .selectFrom('organisations')
    .select(['id', 'pid', 'name', 'create_time'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * The root of what a non-administrator manages is their own organisation: they may neither
 * rename, move nor delete it (that would change the scope that lets them act at all).
 */
async function assertChangeable(db: Db, access: UserAccess, id: number): Promise<OrgRow> {
  await assertManagesOrg(db, access, id);
  if (!access.isAdmin && id === access.deptId) throw forbidden();
  return loadOrg(db, id);
}

/** Rename and/or move inside the same tenant; never under itself (SPEC §5). */
export async function updateDept(db: Db, access: UserAccess, input: DeptUpdate): Promise<void> {
  const org = await assertChangeable(db, access, input.id);
  if (input.pid !== org.pid) {
    // A tenant stays a tenant and a department stays inside its tenant (SECURITY B1).
    if (org.pid === 0 || input.pid === 0) throw new AppError(400, 'ORG_TENANT_MOVE');
    if ((await subtreeOf(db, org.id)).includes(input.pid)) throw new AppError(400, 'ORG_CYCLE');
    await assertManagesOrg(db, access, input.pid);
    if ((await tenantOf(db, input.pid)) !== (await tenantOf(db, org.id)))
      throw new AppError(400, 'ORG_TENANT_MOVE');
  }
  await db.transaction().execute(async (trx) => {
    // An unchanged name in an unchanged place clashes with nothing (a look-alike stored before).
    if (input.name !== org.name || input.pid !== org.pid)
      await assertNoSiblingClash(trx, input.pid, input.name, org.id);
    await trx
      .updateTable('organisations')
      .set({ name: input.name, pid: input.pid })
      .where('id', '=', org.id)
      .execute();
  });
}

/** Everything that keeps an organisation from being deleted, named. */
async function orgHoldings(db: Db, id: number): Promise<Holding[]> {
  const children = db.selectFrom('organisations').where('pid', '=', id);
  const users = db.selectFrom('users').where('org_id', '=', id);
  const roles = db.selectFrom('roles').where('org_id', '=', id);
  const n = (row: { n: number | string } | undefined) => Number(row?.n ?? 0);
  const countAll = sql<number>`count(*)`.as('n');
  const count = {
    children: n(await children.select(countAll).executeTakeFirst()),
    users: n(await users.select(countAll).executeTakeFirst()),
    roles: n(await roles.select(countAll).executeTakeFirst()),
  };
  const first = async (query: Promise<{ name: string }[]>) => (await query).map((r) => r.name);
  const found: Holding[] = [
    holdingOf(
      'subOrganisation',
      count.children,
      await first(
        children.select('name').orderBy('name').orderBy('id').limit(NAMED_AT_MOST).execute(),
      ),
    ),
    holdingOf(
      'user',
      count.users,
      await first(
        users.select('username as name').orderBy('username').limit(NAMED_AT_MOST).execute(),
      ),
    ),
    holdingOf(
      'role',
      count.roles,
      await first(roles.select('name').orderBy('name').limit(NAMED_AT_MOST).execute()),
    ),
  ];
  return [...found.filter((h) => h.count > 0), ...(await resourceHoldings(db, 'dept_id', id))];
}

/** Only an empty organisation goes: no sub-organisations, users, roles or resources. */
export async function deleteDept(db: Db, access: UserAccess, id: number): Promise<void> {
  await assertChangeable(db, access, id);
  await db.transaction().execute(async (trx) => {
    const holdings = await orgHoldings(trx, id);
    if (holdings.length)
      throw new AppError(409, 'ORG_NOT_EMPTY', undefined, { names: holdingsText(holdings) });
    // Grants naming the organisation would otherwise outlive it.
    await trx
      .deleteFrom('resource_grants')
      .where('target_type', '=', 'org')
      .where('target_id', '=', id)
      .execute();
    await trx.deleteFrom('organisations').where('id', '=', id).execute();
  });
}
