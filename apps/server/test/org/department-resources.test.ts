import type { PanelTreeNode } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../helpers.js';
import { dataOf } from '../datasource/support.js';
import { createPanel, flatten, panelClient, panelTree, type PanelApi } from '../panel/support.js';
import { expectError, expectLocalisedError } from '../security/support.js';
import { PASSWORD, createDept } from './support.js';

// Issue 21 part 1: a resource belongs to the organisation it was made in. An organisation
// administrator's management capability reaches what was made in their subtree (SPEC §6: the
// organisation administrator manages their own organisation), grants reach the rest, and an
// organisation is not deleted while resources belong to it.

let ctx: TestContext;
let admin: PanelApi;
/** Organisation administrator of Sales. */
let sally: PanelApi;
/** Organisation administrator of East, a department inside Sales. */
let eddie: PanelApi;
/** Organisation administrator of Finance, beside Sales in the same tenant. */
let fiona: PanelApi;
let sales: number;
let east: number;
let finance: number;
let eddieId: number;
let sallyId: number;
let fionaId: number;

const signedIn = async (username: string) =>
  panelClient(ctx, await login(ctx.app, username, PASSWORD));

const deptOf = async (panelId: string) =>
  (
    await ctx.services.db
      .selectFrom('panels')
      .select('dept_id')
      .where('id', '=', panelId)
      .executeTakeFirstOrThrow()
  ).dept_id;

/** Renames a dashboard: a manage-level act. */
const rename = (api: PanelApi, id: string, name: string) =>
  api.post('/panel/group/save', { id, name, nodeType: 'panel', pid: null });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = panelClient(ctx, await login(ctx.app));
  sales = await createDept(admin, 'Sales', 1);
  east = await createDept(admin, 'East', sales);
  finance = await createDept(admin, 'Finance', 1);
  sallyId = await createUser(ctx, 'sally', PASSWORD, 'org_admin', sales);
  eddieId = await createUser(ctx, 'eddie', PASSWORD, 'org_admin', east);
  fionaId = await createUser(ctx, 'fiona', PASSWORD, 'org_admin', finance);
  [sally, eddie, fiona] = (await Promise.all(['sally', 'eddie', 'fiona'].map(signedIn))) as [
    PanelApi,
    PanelApi,
    PanelApi,
  ];
});
afterAll(async () => ctx.close());

describe('resources made in a department', () => {
  let eastBoard: string;
  let financeBoard: string;
  let topBoard: string;

  beforeAll(async () => {
    eastBoard = (await createPanel(eddie, 'East weekly')).id;
    financeBoard = (await createPanel(fiona, 'Budget')).id;
    topBoard = (await createPanel(admin, 'Company')).id;
  });

  it('belong to the organisation their creator was in', async () => {
    expect(await deptOf(eastBoard)).toBe(east);
    expect(await deptOf(financeBoard)).toBe(finance);
    expect(await deptOf(topBoard)).toBe(1);
  });

  it('are managed by the administrators of that organisation and of those above it', async () => {
    expect((await rename(eddie, eastBoard, 'East weekly 2')).statusCode).toBe(200);
    expect((await rename(sally, eastBoard, 'East weekly 3')).statusCode).toBe(200);
    expect((await rename(admin, eastBoard, 'East weekly')).statusCode).toBe(200);
  });

  it('are only seen, never managed, by an administrator of another department', async () => {
    // A new dashboard is shared with its tenant at view level: Fiona sees it, nothing more.
    expectError(await rename(fiona, eastBoard, 'Taken over'), 403, 'FORBIDDEN');
    expectError(await rename(eddie, financeBoard, 'Taken over'), 403, 'FORBIDDEN');
    // Nor does a department's capability reach what was made above it.
    expectError(await rename(sally, topBoard, 'Taken over'), 403, 'FORBIDDEN');
    expect((await rename(admin, topBoard, 'Company')).statusCode).toBe(200);
  });

  it('are "shared with me" outside one\'s own departments only', async () => {
    const shared = (nodes: PanelTreeNode[]) =>
      Object.fromEntries(
        flatten(nodes)
          .filter((node) => node.nodeType === 'panel')
          .map((node) => [node.name, node.sharedWithMe ?? false]),
      );
    const seenBySally = shared(await panelTree(sally));
    expect(seenBySally['East weekly']).toBe(false);
    expect(seenBySally['Budget']).toBe(true);
    expect(seenBySally['Company']).toBe(true);
    expect(shared(await panelTree(admin))['Budget']).toBe(false);
  });

  it('a grant still reaches across departments', async () => {
    const grants = [
      { targetType: 'user', targetId: fionaId, level: 'manage' },
      { targetType: 'user', targetId: sallyId, level: 'manage' },
    ];
    const saved = await fiona.post('/api/auth/saveGrants', {
      kind: 'panel',
      resourceId: financeBoard,
      grants,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await rename(sally, financeBoard, 'Budget 2027')).statusCode).toBe(200);
  });

  it('keep their organisation from being deleted, named, even after their creator is gone', async () => {
    // Eddie's dashboard goes to Sally with the rest of what he made; it stays East's.
    expect(
      (await admin.post(`/api/user/delete/${eddieId}`, { handOverTo: sallyId })).statusCode,
    ).toBe(200);
    expect(await deptOf(eastBoard)).toBe(east);
    expectLocalisedError(await admin.post(`/api/dept/delete/${east}`), 409, 'ORG_NOT_EMPTY', 'en', {
      names: '1 dashboard (East weekly)',
    });
    expect(dataOf(await sally.post(`/panel/group/deleteCircle/${eastBoard}`))).toBeNull();
    expect((await admin.post(`/api/dept/delete/${east}`)).statusCode).toBe(200);
  });
});
