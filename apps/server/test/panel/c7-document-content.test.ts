// SECURITY C7 through dashboards: markup typed into text components, names and button labels
// is stored and returned as plain data (the web renders it as text); a document that tries to
// carry markup, a script link or a foreign picture is refused with a localised message and
// changes nothing. Also the document's own depth bound (its JSON sits inside the body's JSON).
import {
  VALIDATION_MESSAGES,
  type Language,
  type PanelDetail,
  type ValidationKey,
} from '@tessera/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, type TestContext } from '../helpers.js';
import { dataOf } from '../datasource/support.js';
import { CJK, expectError } from '../security/support.js';
import {
  createPanel,
  documentSave,
  findOne,
  panelClient,
  snapshot,
  textComponent,
  type PanelApi,
} from './support.js';

const SCRIPT = '<script>alert(1)</script>';
const IMG = '<img src=x onerror=alert(1)>';
const box = { width: 100, height: 40, top: 0, left: 0 };

/**
 * 400 VALIDATION_FAILED saying, in the caller's language, what is wrong: by default that the
 * document is not valid.
 */
function expectInvalidDocument(
  response: LightMyRequestResponse,
  language: Language,
  key: ValidationKey = 'validation.panel.document',
): void {
  const envelope = expectError(response, 400, 'VALIDATION_FAILED');
  expect(envelope.message).toBe(VALIDATION_MESSAGES[language][key]);
  if (language !== 'en') expect(envelope.message).toMatch(CJK);
  expect(response.body).not.toContain('alert');
}

describe('C7: what a dashboard document may carry', () => {
  let ctx: TestContext;
  let api: PanelApi;
  let id: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    api = panelClient(ctx, await login(ctx.app));
    id = (await createPanel(api, IMG)).id;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('C7: stores markup typed into text runs, names and button labels as plain text, returned unchanged', async () => {
    const components = [
      textComponent('t1', SCRIPT),
      textComponent('t2', IMG),
      {
        id: 'b1',
        component: 'button',
        style: box,
        propValue: { text: SCRIPT.slice(0, 50), link: 'https://example.com/?q=<x>' },
      },
    ];
    dataOf(await api.post('/panel/group/save', documentSave(id, 1, components, IMG)));
    const detail: PanelDetail = await findOne(api, id);
    expect(detail.name).toBe(IMG);
    const stored = JSON.parse(detail.panelData) as {
      propValue: { paragraphs?: { runs: { text: string }[] }[]; text?: string };
    }[];
    expect(stored[0]?.propValue.paragraphs?.[0]?.runs[0]?.text).toBe(SCRIPT);
    expect(stored[1]?.propValue.paragraphs?.[0]?.runs[0]?.text).toBe(IMG);
    expect(stored[2]?.propValue.text).toBe(SCRIPT.slice(0, 50));
    // Sent as JSON data, never as markup the server built.
    const raw = await api.get(`/panel/group/findOne/${id}`);
    expect(raw.headers['content-type']).toMatch(/application\/json/);
  });

  it('C7: refuses a markup field, a script link, a foreign picture or an unknown key, localised, changing nothing', async () => {
    const before = [await snapshot(ctx, 'panels'), await snapshot(ctx, 'panel_versions')];
    const { version } = await findOne(api, id);
    const hostile: unknown[] = [
      { ...textComponent('h', 'x'), propValue: { html: SCRIPT } },
      {
        ...textComponent('h', 'x'),
        propValue: { paragraphs: [{ runs: [{ text: 'x', html: IMG }] }] },
      },
      {
        id: 'b',
        component: 'button',
        style: box,
        propValue: { text: 'Go', link: 'javascript:alert(1)' },
      },
      {
        id: 'b',
        component: 'button',
        style: box,
        propValue: { text: 'Go', link: ' JaVaScRiPt:alert(1)' },
      },
      {
        id: 'b',
        component: 'button',
        style: box,
        propValue: { text: 'Go', link: 'data:text/html,<script>' },
      },
      {
        id: 'p',
        component: 'picture',
        style: box,
        propValue: { url: 'https://evil.example/x.png' },
      },
      { id: 'p', component: 'picture', style: box, propValue: { url: '//evil.example/x.png' } },
      {
        id: 'p',
        component: 'picture',
        style: box,
        propValue: { url: '/panel/image/../../etc/passwd' },
      },
      { ...textComponent('h', 'x'), onclick: 'alert(1)' },
      {
        ...textComponent('h', 'x'),
        style: { ...box, color: 'red;background:url(javascript:alert(1))' },
      },
      { id: 'x', component: 'iframe', style: box, propValue: { src: 'https://evil.example' } },
    ];
    const languages: Language[] = ['en', 'zh-CN', 'zh-TW'];
    for (const [i, component] of hostile.entries()) {
      const language = languages[i % 3] as Language;
      // A script link is told what a link may be; the rest, that the document is not valid.
      const isButton = (component as { component: string }).component === 'button';
      expectInvalidDocument(
        await api.post('/panel/group/save', documentSave(id, version, [component], IMG), language),
        language,
        isButton ? 'validation.link.external' : 'validation.panel.document',
      );
    }
    // A canvas background on another host.
    expectInvalidDocument(
      await api.post(
        '/panel/group/save',
        documentSave(id, version, [], IMG, { panel: { imageUrl: 'https://evil.example/bg.png' } }),
        'zh-CN',
      ),
      'zh-CN',
    );
    expect([await snapshot(ctx, 'panels'), await snapshot(ctx, 'panel_versions')]).toEqual(before);
  });

  it('refuses a document nested deeper than any dashboard, before parsing it, changing nothing', async () => {
    const before = await snapshot(ctx, 'panels');
    const { version } = await findOne(api, id);
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expectInvalidDocument(
      await api.post('/panel/group/save', {
        ...documentSave(id, version, [], IMG),
        panelData: deep,
      }),
      'en',
    );
    // Groups nested past their bound parse as JSON but are still refused, saying so.
    let nested: unknown = textComponent('leaf', 'x');
    for (let depth = 0; depth < 12; depth += 1)
      nested = { id: `g${depth}`, component: 'group', style: box, propValue: [nested] };
    expectInvalidDocument(
      await api.post('/panel/group/save', documentSave(id, version, [nested], IMG), 'zh-TW'),
      'zh-TW',
      'validation.panel.groupDepth',
    );
    expect(await snapshot(ctx, 'panels')).toEqual(before);
  });
});
