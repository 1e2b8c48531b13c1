// SECURITY B1 on every dashboard verb: a dashboard, folder, version, theme or picture of another
// organisation is not found, exactly like an unknown id, and nothing of it changes.
import type { PanelTreeNode } from '@tessera/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, type TestContext } from '../helpers.js';
import { createUserInNewOrg, dataOf } from '../datasource/support.js';
import { expectError } from '../security/support.js';
import { PNG_1x1 } from './pictures.js';
import {
  chartComponent,
  createFolder,
  createPanel,
  demoCharts,
  documentSave,
  flatten,
  panelClient,
  snapshot,
  textComponent,
  type PanelApi,
} from './support.js';

const TABLES = [
  'panels',
  'panel_groups',
  'panel_versions',
  'panel_charts',
  'panel_subjects',
  'panel_images',
] as const;

describe('B1: dashboards of another organisation', () => {
  let ctx: TestContext;
  let owner: PanelApi;
  let other: PanelApi;
  let panelId: string;
  let folderId: string;
  let subjectId: string;
  let imageId: string;
  let chartId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = panelClient(ctx, await login(ctx.app));
    folderId = await createFolder(owner, 'Org A folder');
    panelId = (await createPanel(owner, 'Org A board', { pid: folderId })).id;
    dataOf(
      await owner.post(
        '/panel/group/save',
        documentSave(panelId, 1, [textComponent('t', 'A')], 'Org A board'),
      ),
    );
    subjectId = dataOf<{ id: string }>(
      await owner.post('/panel/subject/update', {
        name: 'Org A theme',
        details: {
          panel: { color: '#000000', backgroundType: 'color', imageUrl: '' },
          chart: { customAttr: {}, customStyle: {} },
        },
      }),
    ).id;
    imageId = dataOf<{ id: string }>(await owner.upload(PNG_1x1, 'a.png')).id;
    chartId = [...(await demoCharts(owner)).values()][0] as string;
    await createUserInNewOrg(ctx, 'other_admin', 'Other#Pass2026', 'org_admin');
    other = panelClient(ctx, await login(ctx.app, 'other_admin', 'Other#Pass2026'));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const everything = async () => Promise.all(TABLES.map((t) => snapshot(ctx, t)));
  const notFound = (response: LightMyRequestResponse) => expectError(response, 404, 'NOT_FOUND');

  it('shows nothing of the other organisation in either tree', async () => {
    const tree = flatten(dataOf<PanelTreeNode[]>(await other.post('/panel/group/tree', {})));
    const folders = flatten(dataOf<PanelTreeNode[]>(await other.post('/panel/group/defaultTree')));
    expect([...tree, ...folders]).toEqual([]);
    expect(
      flatten(dataOf<PanelTreeNode[]>(await other.post('/panel/group/tree', { keyword: 'Org A' }))),
    ).toEqual([]);
  });

  it('answers 404 on every verb for another organisation’s dashboard, like an unknown id, changing nothing', async () => {
    const before = await everything();
    for (const id of [panelId, 'f'.repeat(32)]) {
      notFound(await other.get(`/panel/group/findOne/${id}`));
      notFound(await other.post('/panel/group/save', documentSave(id, 2, [], 'Mine now')));
      notFound(await other.post('/panel/group/save', { id, name: 'Mine now', nodeType: 'panel' }));
      notFound(await other.post(`/panel/group/deleteCircle/${id}`));
      notFound(await other.post(`/panel/version/list/${id}`));
      notFound(await other.get(`/panel/version/findOne/${id}/1`));
      notFound(await other.post(`/panel/version/restore/${id}`, { version: 1, currentVersion: 2 }));
      // Not a dashboard of theirs: the chart feature's own fallback (their latest chart: none).
      expect(dataOf(await other.get(`/chart/view/searchAdviceSceneId/${id}`))).toBeNull();
    }
    expect(await everything()).toEqual(before);
  });

  it('answers 404 for another organisation’s folder as a target, a parent or a thing to delete', async () => {
    const before = await everything();
    notFound(
      await other.post('/panel/group/save', { id: folderId, name: 'Mine', nodeType: 'folder' }),
    );
    notFound(
      await other.post('/panel/group/save', { name: 'In', nodeType: 'panel', pid: folderId }),
    );
    notFound(
      await other.post('/panel/group/save', { name: 'In', nodeType: 'folder', pid: folderId }),
    );
    notFound(await other.post(`/panel/group/deleteCircle/${folderId}`));
    expect(await everything()).toEqual(before);
  });

  it('answers 404 when a dashboard would place another organisation’s chart', async () => {
    const before = await everything();
    notFound(
      await other.post('/panel/group/save', {
        name: 'Thief',
        nodeType: 'panel',
        panelStyle: '{}',
        panelData: JSON.stringify([chartComponent('c', chartId)]),
      }),
    );
    expect(await everything()).toEqual(before);
    // Nor can their dashboard carry them to its data.
    notFound(await other.post(`/chart/view/getData/${chartId}`, {}));
  });

  it('answers 404 for another organisation’s theme and picture', async () => {
    const before = await everything();
    notFound(await other.del(`/panel/subject/delete/${subjectId}`));
    notFound(
      await other.post('/panel/subject/update', {
        id: subjectId,
        name: 'Mine',
        details: {
          panel: { color: '#ffffff', backgroundType: 'color', imageUrl: '' },
          chart: { customAttr: {}, customStyle: {} },
        },
      }),
    );
    const themes = dataOf<{ id: string }[]>(
      await other.post('/panel/subject/querySubjectWithGroup'),
    );
    expect(themes.map((t) => t.id)).not.toContain(subjectId);
    notFound(await other.image(imageId));
    expect((await owner.image(imageId)).statusCode).toBe(200);
    expect(await everything()).toEqual(before);
  });
});
