import type { CreatedId, DeptNode } from '@tessera/contracts';
import { login, type TestContext } from '../helpers.js';
import { client, dataOf } from '../datasource/support.js';

/** A password that meets SPEC §5 (upper and lower case letters and digits). */
export const PASSWORD = 'Tessera2026ok';

export type Api = ReturnType<typeof client>;

/** A signed-in client for a user, by username. */
export async function signedIn(ctx: TestContext, username: string, password = PASSWORD) {
  return client(ctx, await login(ctx.app, username, password));
}

/** Creates an organisation through the real route and answers its id. */
export async function createDept(api: Api, name: string, pid: number): Promise<number> {
  return dataOf<CreatedId>(await api.post('/api/dept/create', { name, pid })).id;
}

/** Every node of a forest, depth first. */
export function flatten(nodes: readonly DeptNode[]): DeptNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

/** An organisation row as stored (undefined once deleted). */
export function orgRow(ctx: TestContext, id: number) {
  return ctx.services.db
    .selectFrom('organisations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}
