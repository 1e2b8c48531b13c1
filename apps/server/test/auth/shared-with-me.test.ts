// Issue 21 part 4: the dashboard tree marks "shared with me" — a dashboard someone else made,
// reached through a grant rather than through the management capability.
import type { PanelTreeNode } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, type TestContext } from '../helpers.js';
import { client, dataOf } from '../datasource/support.js';
import { dashboard, person, type Api, type Person } from './support.js';

const flatten = (nodes: readonly PanelTreeNode[]): PanelTreeNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe('dashboards shared with me', () => {
  let ctx: TestContext;
  let admin: Api;
  let mia: Person;
  let otto: Person;
  let panelId: string;

  const nodeOf = async (api: Api, id: string) =>
    flatten(dataOf<PanelTreeNode[]>(await api.post('/panel/group/tree', {}))).find(
      (n) => n.id === id,
    );

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = client(ctx, await login(ctx.app));
    mia = await person(ctx, 'mia', 1);
    otto = await person(ctx, 'otto', 1, 'org_admin');
    // Made by the administrator; the tenant's 'view' grant lets mia see it.
    panelId = await dashboard(admin, 'Weekly');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('marks someone else’s dashboard reached through a grant as shared with the member', async () => {
    expect(await nodeOf(mia.api, panelId)).toMatchObject({
      permission: 'view',
      sharedWithMe: true,
    });
  });

  it('does not mark dashboards reached through the management capability, nor one’s own', async () => {
    expect(await nodeOf(otto.api, panelId)).toMatchObject({
      permission: 'manage',
      sharedWithMe: false,
    });
    expect(await nodeOf(admin, panelId)).toMatchObject({ sharedWithMe: false });
    // mia as its creator (a creator who has since lost the capability) made it herself.
    await ctx.services.db
      .updateTable('panels')
      .set({ create_by: mia.id })
      .where('id', '=', panelId)
      .execute();
    expect(await nodeOf(mia.api, panelId)).toMatchObject({ sharedWithMe: false });
  });
});
