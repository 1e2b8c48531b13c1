// SECURITY E4, E7 in the dashboard contract: every bound of a document has its own message,
// refused in the save schema before the document is walked, and the editor's own documents fit.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './language.js';
import { panelSaveSchema } from './panel.js';
import { PANEL_LIMITS, panelDataBoundsIssue } from './panel-bounds.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

const style = { width: 300, height: 100, top: 10, left: 20 };
const text = (id: string, runs = 1): unknown => ({
  id,
  component: 'text',
  style,
  propValue: {
    paragraphs: Array.from({ length: Math.ceil(runs / 100) }, (_, p) => ({
      runs: Array.from({ length: Math.min(100, runs - p * 100) }, (_, r) => ({
        text: `w${r}`,
        bold: r % 2 === 0,
      })),
    })),
  },
});
const texts = (count: number) => Array.from({ length: count }, (_, i) => text(`t${i}`));
/** Groups `levels` deep around one text component. */
function nested(levels: number): unknown {
  let inner: unknown = text('leaf');
  for (let level = levels; level >= 1; level -= 1)
    inner = { id: `g${level}`, component: 'group', style, propValue: [inner] };
  return inner;
}

/** The first message of a save carrying `panelData`, or null when it is accepted. */
function saveIssue(panelData: string): string | null {
  const result = panelSaveSchema.safeParse({ id: 'x', name: 'Big', panelStyle: '{}', panelData });
  return result.success ? null : (result.error.issues[0]?.message ?? '');
}

describe('dashboard document bounds', () => {
  it('accepts as many components as the bound and refuses one more, saying how many fit', () => {
    expect(saveIssue(JSON.stringify(texts(PANEL_LIMITS.components)))).toBeNull();
    expect(saveIssue(JSON.stringify(texts(PANEL_LIMITS.components + 1)))).toBe(
      'validation.panel.tooManyComponents',
    );
    // Group children count: 300 top-level texts and a group of 300.
    const grouped = [
      ...texts(300),
      {
        id: 'g',
        component: 'group',
        style,
        propValue: texts(300).map((c, i) => ({ ...(c as object), id: `c${i}` })),
      },
    ];
    expect(saveIssue(JSON.stringify(grouped))).toBe('validation.panel.tooManyComponents');
  });

  it('accepts groups nested to the bound and refuses one level more with its own message', () => {
    expect(saveIssue(JSON.stringify([nested(PANEL_LIMITS.groupDepth)]))).toBeNull();
    expect(saveIssue(JSON.stringify([nested(PANEL_LIMITS.groupDepth + 1)]))).toBe(
      'validation.panel.groupDepth',
    );
  });

  it('bounds the runs of one text component, however they are split into paragraphs', () => {
    expect(saveIssue(JSON.stringify([text('t', PANEL_LIMITS.textRuns)]))).toBeNull();
    expect(saveIssue(JSON.stringify([text('t', PANEL_LIMITS.textRuns + 1)]))).toBe(
      'validation.panel.textTooLong',
    );
  });

  it('refuses document text over its length bound as too large to save', () => {
    const label = 'x'.repeat(100);
    const padded = JSON.stringify(
      Array.from({ length: 450 }, (_, i) => ({ ...(text(`t${i}`, 400) as object), label })),
    );
    expect(padded.length).toBeGreaterThan(PANEL_LIMITS.dataChars);
    expect(saveIssue(padded)).toBe('validation.panel.tooLarge');
    const style = panelSaveSchema.safeParse({
      id: 'x',
      name: 'Big',
      panelStyle: ' '.repeat(PANEL_LIMITS.styleChars + 1),
      panelData: '[]',
    });
    expect(style.success ? null : style.error.issues[0]?.message).toBe('validation.panel.tooLarge');
  });

  it('stops counting at the first bound passed, whatever the size of the input', () => {
    // A million entries or a hundred thousand levels: the answer comes from the first few hundred.
    expect(panelDataBoundsIssue(new Array(1_000_000).fill(0))).toBe(
      'validation.panel.tooManyComponents',
    );
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i += 1) deep = [{ component: 'group', propValue: deep }];
    expect(panelDataBoundsIssue(deep)).toBe('validation.panel.groupDepth');
    expect(panelDataBoundsIssue('not a list')).toBeNull();
  });

  it('says each bound in every language, with the number that applies', () => {
    for (const language of LANGUAGES) {
      const messages = VALIDATION_MESSAGES[language];
      expect(messages['validation.panel.tooManyComponents']).toContain(
        String(PANEL_LIMITS.components),
      );
      expect(messages['validation.panel.groupDepth']).toContain(String(PANEL_LIMITS.groupDepth));
      expect(messages['validation.panel.tooLarge'].length).toBeGreaterThan(0);
    }
  });
});
