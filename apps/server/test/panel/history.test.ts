// Saving with a version (issue 9 part 2, DESIGN §6) and the history of versions (part 7):
// a stale save is a localised conflict that changes nothing, two racing saves cannot both win,
// the last PANEL_VERSIONS_KEPT versions are kept, and a restore is a new version.
import {
  PANEL_VERSIONS_KEPT,
  type Language,
  type PanelDetail,
  type PanelVersionEntry,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../helpers.js';
import { dataOf } from '../datasource/support.js';
import { expectLocalisedError } from '../security/support.js';
import {
  createPanel,
  documentSave,
  findOne,
  panelClient,
  snapshot,
  textComponent,
  type PanelApi,
} from './support.js';

describe('saving with a version, and the history', () => {
  let ctx: TestContext;
  let alice: PanelApi;
  let bob: PanelApi;
  let member: PanelApi;

  beforeAll(async () => {
    ctx = await createTestContext();
    alice = panelClient(ctx, await login(ctx.app));
    await createUser(ctx, 'bob', 'OrgAdmin#2026', 'org_admin');
    bob = panelClient(ctx, await login(ctx.app, 'bob', 'OrgAdmin#2026'));
    await createUser(ctx, 'mia', 'Member#2026');
    member = panelClient(ctx, await login(ctx.app, 'mia', 'Member#2026'));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const versions = async (api: PanelApi, id: string) =>
    dataOf<PanelVersionEntry[]>(await api.post(`/panel/version/list/${id}`));

  it('refuses the second of two editors saving over the same version, localised, keeping the first one’s document', async () => {
    const { id } = await createPanel(alice, 'Contested');
    // Both editors opened version 1; Alice saves first.
    dataOf(
      await alice.post(
        '/panel/group/save',
        documentSave(id, 1, [textComponent('a', 'Alice')], 'Contested'),
      ),
    );
    const stored = await findOne(alice, id);
    const before = [await snapshot(ctx, 'panels'), await snapshot(ctx, 'panel_versions')];
    for (const language of ['en', 'zh-CN', 'zh-TW'] as Language[])
      expectLocalisedError(
        await bob.post(
          '/panel/group/save',
          documentSave(id, 1, [textComponent('b', 'Bob')], 'Contested'),
          language,
        ),
        409,
        'PANEL_VERSION_CONFLICT',
        language,
      );
    expect(await findOne(alice, id)).toEqual(stored);
    expect([await snapshot(ctx, 'panels'), await snapshot(ctx, 'panel_versions')]).toEqual(before);
  });

  it('lets exactly one of two saves racing from the same version win', async () => {
    const { id } = await createPanel(alice, 'Raced');
    const [a, b] = await Promise.all([
      alice.post('/panel/group/save', documentSave(id, 1, [textComponent('a', 'A')], 'Raced')),
      bob.post('/panel/group/save', documentSave(id, 1, [textComponent('b', 'B')], 'Raced')),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 'A' : 'B';
    const detail = await findOne(alice, id);
    expect(detail.version).toBe(2);
    expect(JSON.parse(detail.panelData)[0].propValue.paragraphs[0].runs[0].text).toBe(winner);
    expect((await versions(alice, id)).map((v) => v.version)).toEqual([2, 1]);
  });

  it('keeps the last versions, newest first, each readable as it was saved', async () => {
    const { id } = await createPanel(alice, 'Long history');
    const saves = PANEL_VERSIONS_KEPT + 5;
    for (let n = 1; n <= saves; n += 1)
      dataOf(
        await alice.post(
          '/panel/group/save',
          documentSave(
            id,
            n,
            Array.from({ length: n % 4 }, (_, i) => textComponent(`t${i}`, `v${n + 1}`)),
            'Long history',
          ),
        ),
      );
    const list = await versions(member, id);
    const newest = saves + 1;
    expect(list.map((v) => v.version)).toEqual(
      Array.from({ length: PANEL_VERSIONS_KEPT }, (_, i) => newest - i),
    );
    expect(list.filter((v) => v.current).map((v) => v.version)).toEqual([newest]);
    expect(list[0]).toMatchObject({ name: 'Long history', updateBy: 'Administrator' });
    expect(list[0]?.components).toBe(saves % 4);
    const old = dataOf<PanelDetail>(await member.get(`/panel/version/findOne/${id}/10`));
    expect(old.version).toBe(10);
    expect(JSON.parse(old.panelData)).toHaveLength(9 % 4);
    expectLocalisedError(
      await member.get(`/panel/version/findOne/${id}/1`),
      404,
      'NOT_FOUND',
      'en',
    );
    expectLocalisedError(
      await member.get(`/panel/version/findOne/${id}/abc`),
      400,
      'VALIDATION_FAILED',
      'en',
    );
  });

  it('restores an earlier version as a new version equal to it; a stale restore changes nothing', async () => {
    const { id } = await createPanel(alice, 'Restorable');
    dataOf(
      await alice.post(
        '/panel/group/save',
        documentSave(id, 1, [textComponent('a', 'first')], 'Restorable'),
      ),
    );
    dataOf(
      await alice.post(
        '/panel/group/save',
        documentSave(id, 2, [textComponent('b', 'second')], 'Restorable'),
      ),
    );
    const v2 = dataOf<PanelDetail>(await alice.get(`/panel/version/findOne/${id}/2`));
    const before = await snapshot(ctx, 'panel_versions');
    expectLocalisedError(
      await alice.post(`/panel/version/restore/${id}`, { version: 2, currentVersion: 2 }, 'zh-CN'),
      409,
      'PANEL_VERSION_CONFLICT',
      'zh-CN',
    );
    // A member who only views the dashboard may read its history but not restore it.
    expectLocalisedError(
      await member.post(`/panel/version/restore/${id}`, { version: 2, currentVersion: 3 }),
      403,
      'FORBIDDEN',
      'en',
    );
    expect(await snapshot(ctx, 'panel_versions')).toEqual(before);
    const restored = dataOf<{ id: string; version: number }>(
      await alice.post(`/panel/version/restore/${id}`, { version: 2, currentVersion: 3 }),
    );
    expect(restored).toEqual({ id, version: 4 });
    const current = await findOne(alice, id);
    expect(current.version).toBe(4);
    expect(current.panelData).toBe(v2.panelData);
    expect(current.panelStyle).toBe(v2.panelStyle);
    // The restore records which version it brought back; saves from the editor record none.
    expect((await versions(alice, id)).map((v) => [v.version, v.current, v.restoredFrom])).toEqual([
      [4, true, 2],
      [3, false, null],
      [2, false, null],
      [1, false, null],
    ]);
    // A save after it is an ordinary version again.
    dataOf(
      await alice.post(
        '/panel/group/save',
        documentSave(id, 4, [textComponent('c', 'third')], 'Restorable'),
      ),
    );
    expect((await versions(alice, id))[0]).toMatchObject({ version: 5, restoredFrom: null });
    expectLocalisedError(
      await alice.post(`/panel/version/restore/${id}`, { version: 99, currentVersion: 5 }),
      404,
      'NOT_FOUND',
      'en',
    );
  });
});
