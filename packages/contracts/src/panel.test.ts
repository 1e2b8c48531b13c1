import { describe, expect, it } from 'vitest';
import {
  BUILTIN_SUBJECTS,
  canvasStyleSchema,
  chartIdsOf,
  defaultCanvasStyle,
  panelDataSchema,
  panelSaveSchema,
  panelStyleJsonSchema,
  parsePanelData,
  parsePanelStyle,
  type CanvasComponent,
} from './panel.js';

const style = { width: 300, height: 100, top: 10, left: 20 };
const text = (id: string, value = 'hello'): unknown => ({
  id,
  component: 'text',
  style,
  propValue: { paragraphs: [{ runs: [{ text: value, bold: true }] }] },
});
const chart = (id: string, viewId: string): unknown => ({
  id,
  component: 'user-view',
  style,
  propValue: { viewId },
});

describe('panel document contract (SPEC §3)', () => {
  it('fills the SPEC §9 canvas defaults: 1600x900, scale 100, gap no', () => {
    const canvas = defaultCanvasStyle();
    expect(canvas).toMatchObject({ width: 1600, height: 900, scale: 100 });
    expect(canvas.panel.gap).toBe('no');
    expect(parsePanelStyle('{}')).toEqual(canvas);
  });

  it('parses nested groups and lists the charts a document places once each', () => {
    const data = [
      chart('a', 'v1'),
      { id: 'g', component: 'group', style, propValue: [chart('b', 'v2'), chart('c', 'v1')] },
    ];
    const parsed = parsePanelData(JSON.stringify(data));
    expect(parsed).toBeDefined();
    expect(chartIdsOf(parsed as CanvasComponent[])).toEqual(['v1', 'v2']);
  });

  it('refuses unknown keys, markup-bearing fields and foreign picture addresses', () => {
    expect(panelDataSchema.safeParse([{ ...(text('a') as object), onclick: 'x' }]).success).toBe(
      false,
    );
    const html = { ...(text('a') as object), propValue: { html: '<script>alert(1)</script>' } };
    expect(panelDataSchema.safeParse([html]).success).toBe(false);
    const picture = (url: string) => ({
      id: 'p',
      component: 'picture',
      style,
      propValue: { url },
    });
    expect(panelDataSchema.safeParse([picture('/panel/image/' + 'a'.repeat(32))]).success).toBe(
      true,
    );
    for (const url of ['https://evil.example/x.png', 'javascript:alert(1)', '/panel/image/../x'])
      expect(panelDataSchema.safeParse([picture(url)]).success).toBe(false);
  });

  it('keeps a button link to http(s):, mailto: and tel: (SPEC §5 external link)', () => {
    const button = (link: string) => ({
      id: 'b',
      component: 'button',
      style,
      propValue: { text: 'Go', link },
    });
    for (const ok of ['https://example.com', 'mailto:a@b.c', 'tel:123', ''])
      expect(panelDataSchema.safeParse([button(ok)]).success).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x'])
      expect(panelDataSchema.safeParse([button(bad)]).success).toBe(false);
  });

  it('refuses duplicate component ids and groups nested too deep', () => {
    expect(panelDataSchema.safeParse([text('a'), text('a')]).success).toBe(false);
    let nested: unknown = text('leaf');
    for (let depth = 0; depth < 10; depth += 1)
      nested = { id: `g${depth}`, component: 'group', style, propValue: [nested] };
    expect(panelDataSchema.safeParse([nested]).success).toBe(false);
  });

  it('accepts a save only with documents that parse', () => {
    const ok = panelSaveSchema.safeParse({
      id: 'x',
      name: 'Sales',
      panelStyle: '{}',
      panelData: JSON.stringify([text('a')]),
      version: 1,
    });
    expect(ok.success).toBe(true);
    const bad = panelSaveSchema.safeParse({ name: 'Sales', panelData: '[{"id":1}]' });
    expect(bad.success).toBe(false);
  });

  it('ships built-in themes with nine colours each', () => {
    expect(BUILTIN_SUBJECTS.length).toBeGreaterThanOrEqual(3);
    for (const theme of BUILTIN_SUBJECTS)
      expect(theme.details.chart.customAttr.color?.colors).toHaveLength(9);
  });
});

describe('the phone arrangement (issue 19)', () => {
  const styled = (mobileLayout: unknown) =>
    panelStyleJsonSchema.safeParse(JSON.stringify({ mobileLayout }));

  it('is automatic (empty) unless set, and keeps order, heights and hidden flags', () => {
    expect(canvasStyleSchema.parse({}).mobileLayout).toEqual([]);
    const parsed = styled([
      { id: 'c-2', height: 300 },
      { id: 'c-1', hidden: true },
    ]);
    expect(parsed.success && parsed.data.mobileLayout).toEqual([
      { id: 'c-2', height: 300, hidden: false },
      { id: 'c-1', hidden: true },
    ]);
  });

  it('refuses heights out of bounds, other keys and endless lists', () => {
    expect(styled([{ id: 'c-1', height: 10 }]).success).toBe(false);
    expect(styled([{ id: 'c-1', height: 1.5 }]).success).toBe(false);
    expect(styled([{ id: 'c-1', css: 'position:fixed' }]).success).toBe(false);
    expect(styled(Array.from({ length: 501 }, (_, i) => ({ id: `c-${i}` }))).success).toBe(false);
  });
});
