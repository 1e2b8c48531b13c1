// SECURITY E4 and E7 through the dashboard save: a document past one of its bounds (size,
// components, runs of a text, groups inside groups) is refused with its own stable code and
// localised message, and nothing is saved; a document at the bounds is saved.
import {
  PANEL_LIMITS,
  VALIDATION_MESSAGES,
  parsePanelData,
  type Language,
  type ValidationKey,
} from '@tessera/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PANEL_SAVE_BODY_LIMIT } from '../../src/panel/routes.js';
import { createTestContext, login, type TestContext } from '../helpers.js';
import { dataOf } from '../datasource/support.js';
import { bigPanelData } from '../hostile/big-dashboard.js';
import { CJK, expectError, expectLocalisedError } from '../security/support.js';
import {
  createPanel,
  documentSave,
  findOne,
  panelClient,
  snapshot,
  textComponent,
  type PanelApi,
} from './support.js';

const box = { width: 100, height: 40, top: 0, left: 0 };

function expectRefused(
  response: LightMyRequestResponse,
  language: Language,
  key: ValidationKey,
): void {
  const envelope = expectError(response, 400, 'VALIDATION_FAILED');
  expect(envelope.message).toBe(VALIDATION_MESSAGES[language][key]);
  if (language !== 'en') expect(envelope.message).toMatch(CJK);
}

describe('E4, E7: dashboard document bounds', () => {
  let ctx: TestContext;
  let token: string;
  let api: PanelApi;
  let id: string;
  let stored: unknown[];

  beforeAll(async () => {
    ctx = await createTestContext();
    token = await login(ctx.app);
    api = panelClient(ctx, token);
    id = (await createPanel(api, 'Bounds')).id;
    stored = [await snapshot(ctx, 'panels'), await snapshot(ctx, 'panel_versions')];
  });
  afterAll(async () => ctx?.close());

  const unchanged = async () =>
    expect([await snapshot(ctx, 'panels'), await snapshot(ctx, 'panel_versions')]).toEqual(stored);

  it('E4: refuses the reported 2.9 MB save by its size, localised, saving nothing', async () => {
    const body = JSON.stringify(documentSave(id, 1, []) as object).replace(
      '"panelData":"[]"',
      `"panelData":${JSON.stringify(bigPanelData(2_000, 2_530_000))}`,
    );
    expect(Buffer.byteLength(body)).toBeGreaterThan(PANEL_SAVE_BODY_LIMIT);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/panel/group/save',
      headers: {
        authorization: token,
        'content-type': 'application/json',
        'accept-language': 'zh-CN',
      },
      payload: body,
    });
    expectLocalisedError(response, 413, 'PAYLOAD_TOO_LARGE', 'zh-CN');
    await unchanged();
  });

  it('E4: refuses document text past its bound, inside the body limit, as too large', async () => {
    const panelData = bigPanelData(400, PANEL_LIMITS.dataChars + 50_000);
    expect(panelData.length).toBeGreaterThan(PANEL_LIMITS.dataChars);
    const response = await api.post(
      '/panel/group/save',
      { ...documentSave(id, 1, []), panelData },
      'zh-TW',
    );
    expectRefused(response, 'zh-TW', 'validation.panel.tooLarge');
    await unchanged();
  });

  it('E4: refuses one component past the bound, saying how many fit', async () => {
    const components = Array.from({ length: PANEL_LIMITS.components + 1 }, (_, i) =>
      textComponent(`t${i}`, 'x', box),
    );
    const response = await api.post('/panel/group/save', documentSave(id, 1, components), 'en');
    expectRefused(response, 'en', 'validation.panel.tooManyComponents');
    expect(response.json<{ message: string }>().message).toContain(String(PANEL_LIMITS.components));
    await unchanged();
  });

  it('E4: refuses a text of more runs than the bound', async () => {
    const runs = Array.from({ length: PANEL_LIMITS.textRuns + 1 }, (_, i) => ({
      text: `w${i}`,
      ...(i % 2 ? { bold: true } : {}),
    }));
    const paragraphs = Array.from({ length: Math.ceil(runs.length / 200) }, (_, p) => ({
      runs: runs.slice(p * 200, p * 200 + 200),
    }));
    const text = { id: 't', component: 'text', style: box, propValue: { paragraphs } };
    const response = await api.post('/panel/group/save', documentSave(id, 1, [text]), 'zh-CN');
    expectRefused(response, 'zh-CN', 'validation.panel.textTooLong');
    await unchanged();
  });

  it('E7: refuses groups nested one level past the bound with its own message', async () => {
    const nest = (levels: number) => {
      let inner: unknown = textComponent('leaf', 'x', box);
      for (let level = levels; level >= 1; level -= 1)
        inner = { id: `g${level}`, component: 'group', style: box, propValue: [inner] };
      return inner;
    };
    const response = await api.post(
      '/panel/group/save',
      documentSave(id, 1, [nest(PANEL_LIMITS.groupDepth + 1)]),
      'zh-CN',
    );
    expectRefused(response, 'zh-CN', 'validation.panel.groupDepth');
    await unchanged();
    // At the bound it is a dashboard like any other.
    const saved = await api.post(
      '/panel/group/save',
      documentSave(id, 1, [nest(PANEL_LIMITS.groupDepth)]),
    );
    expect(dataOf<{ version: number }>(saved).version).toBe(2);
  });

  it('E4: saves the largest document the bounds allow, and gives it back with defaults filled', async () => {
    const { version } = await findOne(api, id);
    const panelData = bigPanelData(PANEL_LIMITS.components, PANEL_LIMITS.dataChars * 0.95);
    const saved = await api.post('/panel/group/save', {
      ...documentSave(id, version, []),
      panelData,
    });
    expect(dataOf<{ version: number }>(saved).version).toBe(version + 1);
    const detail = await findOne(api, id);
    expect(detail.panelData).toBe(JSON.stringify(parsePanelData(panelData)));
    expect(JSON.parse(detail.panelData)).toHaveLength(PANEL_LIMITS.components);
  });
});
