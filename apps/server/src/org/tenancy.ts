import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * Organisation tree walks (issue 21 part 1). A top-level organisation (pid 0) is a tenant:
 * resources are scoped to it, and nothing crosses between two tenants (SECURITY B1). Recursive
 * queries run the same on SQLite and PostgreSQL and stay one round trip however deep the tree.
 */

/**
 * An organisation and its ancestors, nearest first, ending with its tenant (pid 0); empty for an
 * unknown id or a chain that never reaches a tenant. One query: it runs on every request
 * (loadAccess), where organisation grants read it (auth/grants.ts).
 */
export async function orgChain(db: Db, orgId: number): Promise<number[]> {
  const rows = await sql<{ id: number; pid: number }>`
    with recursive chain(id, pid, depth) as (
      select id, pid, 0 from organisations where id = ${orgId}
      union all
      select o.id, o.pid, chain.depth + 1 from organisations o
        join chain on o.id = chain.pid
        where chain.depth < 64
    )
    select id, pid from chain order by depth`.execute(db);
  const chain = rows.rows;
  if (chain.length === 0 || Number(chain[chain.length - 1]!.pid) !== 0) return [];
  return chain.map((r) => Number(r.id));
}

/** The tenant (top-level organisation) an organisation belongs to; null for an unknown id. */
export async function tenantOf(db: Db, orgId: number): Promise<number | null> {
  return (await orgChain(db, orgId)).at(-1) ?? null;
}

/** The organisation and every organisation below it. */
export async function subtreeOf(db: Db, orgId: number): Promise<number[]> {
  const rows = await sql<{ id: number }>`
    with recursive below(id, depth) as (
      select id, 0 from organisations where id = ${orgId}
      union all
      select o.id, below.depth + 1 from organisations o
        join below on o.pid = below.id
        where below.depth < 64
    )
    select id from below`.execute(db);
  return rows.rows.map((r) => r.id);
}
