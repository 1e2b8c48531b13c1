// Dashboards end to end through the HTTP routes (issue 9 parts 1, 2, 3, 7, 8): the tree and its
// folders, create / rename / move / delete, documents, grants, themes and the demo dashboard.
import {
  GRANT_LEVELS,
  parsePanelData,
  parsePanelStyle,
  type PanelSubject,
  type PanelTreeNode,
  type UserInfo,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAccess, type UserAccess } from '../../src/auth/access.js';
import { grant } from '../../src/auth/grants.js';
import { PanelDocuments } from '../../src/panel/documents.js';
import { PanelGroups } from '../../src/panel/groups.js';
import { createUser, login } from '../helpers.js';
import { dataOf, revokeGrant } from '../datasource/support.js';
import { expectLocalisedError } from '../security/support.js';
import { createTestContext, type TestContext } from '../helpers.js';
import {
  createFolder,
  createPanel,
  documentSave,
  findOne,
  flatten,
  panelClient,
  panelTree,
  snapshot,
  textComponent,
  type PanelApi,
} from './support.js';

describe('dashboards over the HTTP API', () => {
  let ctx: TestContext;
  let admin: PanelApi;
  let member: PanelApi;
  let memberId: number;
  let orgAdmin: PanelApi;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = panelClient(ctx, await login(ctx.app));
    memberId = await createUser(ctx, 'mia', 'Member#2026');
    await createUser(ctx, 'otto', 'OrgAdmin#2026', 'org_admin');
    member = panelClient(ctx, await login(ctx.app, 'mia', 'Member#2026'));
    orgAdmin = panelClient(ctx, await login(ctx.app, 'otto', 'OrgAdmin#2026'));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('gives organisation administrators panel:manage and members panel:read only', async () => {
    expect(dataOf<UserInfo>(await orgAdmin.post('/api/auth/userInfo')).permissions).toContain(
      'panel:manage',
    );
    const mine = dataOf<UserInfo>(await member.post('/api/auth/userInfo')).permissions;
    expect(mine).toContain('panel:read');
    expect(mine).not.toContain('panel:manage');
    expectLocalisedError(
      await member.post('/panel/group/save', { name: 'Mine', nodeType: 'panel' }),
      403,
      'FORBIDDEN',
      'en',
    );
  });

  it('creates a folder and a dashboard in it with the default 1600x900 document, shown in the tree with its permission', async () => {
    const folder = await createFolder(orgAdmin, 'Regional');
    const saved = await createPanel(orgAdmin, 'North', { pid: folder });
    expect(saved.version).toBe(1);
    const detail = await findOne(orgAdmin, saved.id);
    expect(detail).toMatchObject({
      id: saved.id,
      name: 'North',
      pid: folder,
      version: 1,
      permission: 'manage',
      createBy: 'otto',
      updateBy: 'otto',
    });
    expect(parsePanelStyle(detail.panelStyle)).toMatchObject({ width: 1600, height: 900 });
    expect(parsePanelData(detail.panelData)).toEqual([]);
    const node = flatten(await panelTree(orgAdmin)).find((n) => n.id === folder);
    expect(node?.children).toEqual([
      expect.objectContaining({
        id: saved.id,
        name: 'North',
        nodeType: 'panel',
        permission: 'manage',
      }),
    ]);
    // Members of the organisation see it (the organisation views new dashboards).
    const seen = flatten(await panelTree(member)).find((n) => n.id === saved.id);
    expect(seen).toMatchObject({ permission: 'view' });
    expect((await findOne(member, saved.id)).permission).toBe('view');
  });

  it('answers the folder-only tree for the "move to" picker', async () => {
    const folders = flatten(dataOf<PanelTreeNode[]>(await member.post('/panel/group/defaultTree')));
    expect(folders.length).toBeGreaterThan(0);
    expect(folders.every((n) => n.nodeType === 'folder')).toBe(true);
    expect(folders.map((n) => n.name)).toContain('Regional');
  });

  it('keeps keyword matches with their ancestors only', async () => {
    const folder = await createFolder(orgAdmin, 'Keyword folder');
    const hit = await createPanel(orgAdmin, 'Findable board', { pid: folder });
    await createPanel(orgAdmin, 'Other board', { pid: folder });
    const tree = await panelTree(orgAdmin, 'FINDABLE');
    expect(tree.map((n) => n.name)).toEqual(['Keyword folder']);
    expect(tree[0]?.children.map((n) => n.id)).toEqual([hit.id]);
  });

  it('refuses a name, or a look-alike of one, already used in the same folder, and a folder moved into its own child', async () => {
    const parent = await createFolder(orgAdmin, 'Parent');
    const child = await createFolder(orgAdmin, 'Child', parent);
    await createPanel(orgAdmin, 'Sales', { pid: parent });
    const before = await snapshot(ctx, 'panels');
    for (const name of ['Sales', 'Ѕales' /* Cyrillic S */])
      expectLocalisedError(
        await orgAdmin.post('/panel/group/save', { name, nodeType: 'panel', pid: parent }, 'zh-CN'),
        400,
        'PANEL_NAME_TAKEN',
        'zh-CN',
      );
    expectLocalisedError(
      await orgAdmin.post('/panel/group/save', {
        id: parent,
        name: 'Parent',
        nodeType: 'folder',
        pid: child,
      }),
      400,
      'PANEL_FOLDER_CYCLE',
      'en',
    );
    expect(await snapshot(ctx, 'panels')).toEqual(before);
  });

  it('renames and moves a dashboard as a new version, and a stale editor then gets a conflict', async () => {
    const saved = await createPanel(orgAdmin, 'To rename');
    const folder = await createFolder(orgAdmin, 'Target');
    const renamed = dataOf<{ version: number }>(
      await orgAdmin.post('/panel/group/save', {
        id: saved.id,
        name: 'Renamed',
        nodeType: 'panel',
        pid: folder,
      }),
    );
    expect(renamed.version).toBe(2);
    expect(await findOne(orgAdmin, saved.id)).toMatchObject({
      name: 'Renamed',
      pid: folder,
      version: 2,
    });
    expectLocalisedError(
      await orgAdmin.post('/panel/group/save', documentSave(saved.id, 1, [], 'Renamed')),
      409,
      'PANEL_VERSION_CONFLICT',
      'en',
    );
  });

  it('saves a document, normalised, keeps its folder and answers the next version', async () => {
    const folder = await createFolder(orgAdmin, 'Docs');
    const saved = await createPanel(orgAdmin, 'Doc board', { pid: folder });
    const answer = dataOf<{ id: string; version: number }>(
      await orgAdmin.post(
        '/panel/group/save',
        documentSave(saved.id, 1, [textComponent('t1', 'Hello')], 'Doc board', { width: 1920 }),
      ),
    );
    expect(answer).toEqual({ id: saved.id, version: 2 });
    const detail = await findOne(orgAdmin, saved.id);
    expect(detail.pid).toBe(folder);
    expect(parsePanelStyle(detail.panelStyle)).toMatchObject({ width: 1920, height: 900 });
    // Defaults are filled in: what is stored is the contract's normal form.
    expect(JSON.parse(detail.panelData)).toEqual([
      expect.objectContaining({ id: 't1', isLock: false, label: '', filters: [] }),
    ]);
    // A member holding 'view' may read it but not save over it.
    expectLocalisedError(
      await member.post('/panel/group/save', documentSave(saved.id, 2, [])),
      403,
      'FORBIDDEN',
      'en',
    );
  });

  it('hides a dashboard from a member without a grant: not in the tree, 404 on findOne', async () => {
    const saved = await createPanel(orgAdmin, 'Secret board');
    await revokeGrant(ctx.services.db, 'panel', saved.id, 'org', 1);
    expect(flatten(await panelTree(member)).map((n) => n.id)).not.toContain(saved.id);
    expectLocalisedError(
      await member.get(`/panel/group/findOne/${saved.id}`),
      404,
      'NOT_FOUND',
      'en',
    );
    // A grant to the member brings it back, at that level.
    await grant(ctx.services.db, 'panel', saved.id, 'user', memberId, GRANT_LEVELS.manage);
    expect(flatten(await panelTree(member)).find((n) => n.id === saved.id)?.permission).toBe(
      'manage',
    );
    // A grant of manage does not stand in for the capability to create.
    expectLocalisedError(
      await member.post('/panel/group/save', { name: 'New', nodeType: 'panel' }),
      403,
      'FORBIDDEN',
      'en',
    );
  });

  it('deletes a folder with everything inside it, versions, placements and grants included', async () => {
    const top = await createFolder(orgAdmin, 'Doomed');
    const inner = await createFolder(orgAdmin, 'Inner', top);
    const a = await createPanel(orgAdmin, 'A', { pid: top });
    const b = await createPanel(orgAdmin, 'B', { pid: inner });
    await orgAdmin.post('/panel/group/save', documentSave(b.id, 1, [textComponent('x', 'x')], 'B'));
    dataOf(await orgAdmin.post(`/panel/group/deleteCircle/${top}`));
    const db = ctx.services.db;
    expect(
      await db.selectFrom('panel_groups').select('id').where('id', 'in', [top, inner]).execute(),
    ).toEqual([]);
    for (const table of ['panel_versions', 'panel_charts'] as const)
      expect(
        await db
          .selectFrom(table)
          .select('panel_id')
          .where('panel_id', 'in', [a.id, b.id])
          .execute(),
      ).toEqual([]);
    expect(
      await db
        .selectFrom('resource_grants')
        .select('id')
        .where('resource_type', '=', 'panel')
        .where('resource_id', 'in', [a.id, b.id])
        .execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('panels').select('id').where('id', 'in', [a.id, b.id]).execute(),
    ).toEqual([]);
  });

  it('refuses a member deleting a folder or a dashboard they only view, deleting nothing', async () => {
    const folder = await createFolder(orgAdmin, 'Mixed');
    const mine = await createPanel(admin, 'Admin board', { pid: folder });
    const before = [await snapshot(ctx, 'panels'), await snapshot(ctx, 'panel_groups')];
    expectLocalisedError(
      await member.post(`/panel/group/deleteCircle/${folder}`),
      403,
      'FORBIDDEN',
      'en',
    );
    expectLocalisedError(
      await member.post(`/panel/group/deleteCircle/${mine.id}`),
      403,
      'FORBIDDEN',
      'en',
    );
    expect([await snapshot(ctx, 'panels'), await snapshot(ctx, 'panel_groups')]).toEqual(before);
  });
  it('deletes nothing of a folder when one dashboard inside is not the caller’s to manage (the service’s own check)', async () => {
    // Holders of panel:manage manage every dashboard of their organisation, so through the
    // route this cannot arise today; the service still refuses anyone short of 'manage'.
    const folder = await createFolder(orgAdmin, 'Guarded');
    await createPanel(orgAdmin, 'Guarded board', { pid: folder });
    const mia = await loadAccess(ctx.services.db, memberId, 'test');
    const deps = { db: ctx.services.db, resources: ctx.app.resources, log: ctx.app.log };
    const groups = new PanelGroups(deps, new PanelDocuments(deps));
    const before = [await snapshot(ctx, 'panels'), await snapshot(ctx, 'panel_groups')];
    await expect(groups.deleteCircle(mia as UserAccess, folder)).rejects.toMatchObject({
      status: 403,
    });
    expect([await snapshot(ctx, 'panels'), await snapshot(ctx, 'panel_groups')]).toEqual(before);
  });
});

describe('themes', () => {
  let ctx: TestContext;
  let api: PanelApi;
  let member: PanelApi;

  beforeAll(async () => {
    ctx = await createTestContext();
    api = panelClient(ctx, await login(ctx.app));
    await createUser(ctx, 'mia', 'Member#2026');
    member = panelClient(ctx, await login(ctx.app, 'mia', 'Member#2026'));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const details = {
    panel: { color: '#101010', backgroundType: 'color', imageUrl: '' },
    chart: { customAttr: {}, customStyle: {} },
  };
  const list = async (language: 'en' | 'zh-CN' | 'zh-TW' = 'en') =>
    dataOf<PanelSubject[]>(
      await api.post('/panel/subject/querySubjectWithGroup', undefined, language),
    );

  it('lists the four built-in themes first, named in the caller’s language', async () => {
    expect((await list('en')).map((s) => s.name)).toEqual(['Light', 'Dark', 'Ocean', 'Warm']);
    expect((await list('zh-CN')).map((s) => s.name)).toEqual(['浅色', '深色', '海洋', '暖色']);
    expect((await list('zh-TW')).map((s) => s.name)).toEqual(['淺色', '深色', '海洋', '暖色']);
    expect((await list()).every((s) => s.builtin && s.id.startsWith('builtin-'))).toBe(true);
  });

  it('saves, renames and deletes a theme of the organisation; names are unique, look-alikes included', async () => {
    const { id } = dataOf<{ id: string }>(
      await api.post('/panel/subject/update', { name: 'Night', details }),
    );
    expect((await list()).at(-1)).toMatchObject({ id, name: 'Night', builtin: false, details });
    expectLocalisedError(
      await api.post('/panel/subject/update', { name: 'NIGHT', details }, 'zh-TW'),
      400,
      'PANEL_SUBJECT_NAME_TAKEN',
      'zh-TW',
    );
    dataOf(await api.post('/panel/subject/update', { id, name: 'Midnight', details }));
    expect((await list()).at(-1)).toMatchObject({ id, name: 'Midnight' });
    // Members read themes but do not write them.
    expect((await member.post('/panel/subject/querySubjectWithGroup')).statusCode).toBe(200);
    expectLocalisedError(await member.del(`/panel/subject/delete/${id}`), 403, 'FORBIDDEN', 'en');
    dataOf(await api.del(`/panel/subject/delete/${id}`));
    expect((await list()).map((s) => s.id)).not.toContain(id);
  });

  it('refuses to change or delete a built-in theme', async () => {
    expectLocalisedError(
      await api.post(
        '/panel/subject/update',
        { id: 'builtin-dark', name: 'Mine', details },
        'zh-CN',
      ),
      400,
      'PANEL_SUBJECT_BUILTIN',
      'zh-CN',
    );
    expectLocalisedError(
      await api.del('/panel/subject/delete/builtin-dark'),
      400,
      'PANEL_SUBJECT_BUILTIN',
      'en',
    );
    expect(await snapshot(ctx, 'panel_subjects')).toEqual([]);
  });

  it('refuses a theme whose background picture is on another host', async () => {
    const foreign = {
      ...details,
      panel: { ...details.panel, imageUrl: 'https://evil.example/a.png' },
    };
    expectLocalisedError(
      await api.post('/panel/subject/update', { name: 'Foreign', details: foreign }),
      400,
      'VALIDATION_FAILED',
      'en',
    );
    expect(await snapshot(ctx, 'panel_subjects')).toEqual([]);
  });
});
