// @vitest-environment jsdom
// (The editor reads and fills contenteditable elements.)
import { describe, expect, it } from 'vitest';
import { PANEL_LIMITS, richTextSchema, type RichText } from '@tessera/contracts';
import { fillEditable, insertPlainText, plainTextOf } from './editableText';
import { domToRichText, plainTextToRichText } from './richText';

/** An editable area holding what the browser (or an attacker) put there. */
function area(html: string): HTMLDivElement {
  const element = document.createElement('div');
  // Test input only: this is how hostile markup reaches a contentEditable area in a browser.
  element.innerHTML = html;
  return element;
}

const runs = (value: RichText) => value.paragraphs.map((p) => p.runs);

describe('reading an edited text back (domToRichText)', () => {
  it('keeps text, lines and the four marks', () => {
    const value = domToRichText(
      area(
        '<div>Plain <b>bold</b> <i>it</i> <u>under</u> <span style="color: rgb(255, 0, 0)">red</span></div>' +
          '<div><strong><em>both</em></strong></div><div><br></div><div>last<br>line</div>',
      ),
    );
    expect(runs(value)).toEqual([
      [
        { text: 'Plain ' },
        { text: 'bold', bold: true },
        { text: ' ' },
        { text: 'it', italic: true },
        { text: ' ' },
        { text: 'under', underline: true },
        { text: ' ' },
        { text: 'red', color: 'rgb(255, 0, 0)' },
      ],
      [{ text: 'both', bold: true, italic: true }],
      [],
      [{ text: 'last' }],
      [{ text: 'line' }],
    ]);
    expect(richTextSchema.safeParse(value).success).toBe(true);
  });

  it('turns hostile markup into inert text or nothing', () => {
    const value = domToRichText(
      area(
        'Hi<script>alert(1)</script><img src=x onerror="alert(2)">' +
          '<a href="javascript:alert(3)">click</a>' +
          '<span style="color: url(javascript:alert(4)); background: url(x)">styled</span>' +
          '<font color="expression(alert(5))">font</font><style>*{}</style>' +
          '<svg><text>svg</text></svg><iframe srcdoc="<b>x</b>"></iframe>' +
          '<b onclick="alert(6)">&lt;script&gt;alert(7)&lt;/script&gt;</b>',
      ),
    );
    expect(runs(value)).toEqual([
      [{ text: 'Hiclickstyledfont' }, { text: '<script>alert(7)</script>', bold: true }],
    ]);
    // Nothing but text, lines and marks: no key could carry markup or a link.
    const keys = new Set(value.paragraphs.flatMap((p) => p.runs.flatMap((r) => Object.keys(r))));
    expect([...keys].sort()).toEqual(['bold', 'text']);
    expect(richTextSchema.safeParse(value).success).toBe(true);
  });

  it('reads back exactly what the editor filled in (a round trip changes nothing)', () => {
    const value: RichText = {
      paragraphs: [
        {
          runs: [{ text: 'Sales ' }, { text: 'up', bold: true, underline: true, color: '#ff0000' }],
        },
        { runs: [] },
        { runs: [{ text: 'by 12%', italic: true }] },
      ],
    };
    const element = document.createElement('div');
    fillEditable(element, value);
    expect(element.querySelector('script,img,a')).toBeNull();
    const back = domToRichText(element);
    expect(back.paragraphs.map((p) => p.runs)).toEqual([
      [{ text: 'Sales ' }, { text: 'up', bold: true, underline: true, color: 'rgb(255, 0, 0)' }],
      [],
      [{ text: 'by 12%', italic: true }],
    ]);
  });

  it('keeps within the contract’s bounds however much is pasted', () => {
    const value = plainTextToRichText('x'.repeat(30_000) + '\n'.repeat(800));
    expect(value.paragraphs.length).toBeLessThanOrEqual(500);
    expect(richTextSchema.safeParse(value).success).toBe(true);
  });

  it('keeps a paste of thousands of differently formatted words within the runs bound', () => {
    // 3,000 words alternating bold and plain, on 30 lines: 3,000 runs before the bound.
    const line = Array.from({ length: 100 }, (_, i) => (i % 2 ? `<b>w${i} </b>` : `w${i} `));
    const value = domToRichText(
      area(Array.from({ length: 30 }, () => `<p>${line.join('')}</p>`).join('')),
    );
    const total = value.paragraphs.reduce((n, p) => n + p.runs.length, 0);
    expect(total).toBe(PANEL_LIMITS.textRuns);
    expect(richTextSchema.safeParse(value).success).toBe(true);
  });
});

describe('pasting into a text (SPEC §5: plain text only)', () => {
  it('reads only the plain text of a paste, never its markup', () => {
    const clipboard = {
      getData: (kind: string) =>
        kind === 'text/html' ? '<img src=x onerror=alert(1)><b>Bold</b>' : '<b>Bold</b> & more',
    };
    expect(plainTextOf(clipboard)).toBe('<b>Bold</b> & more');
    expect(plainTextOf(null)).toBe('');
  });

  it('inserts hostile text as text at the caret, lines as line breaks', () => {
    const element = document.createElement('div');
    element.contentEditable = 'true';
    document.body.append(element);
    fillEditable(element, { paragraphs: [{ runs: [{ text: 'Hello ' }] }] });
    insertPlainText(element, '<script>alert(1)</script>\n<img src=x onerror=alert(2)>');
    expect(element.querySelector('script,img')).toBeNull();
    expect(runs(domToRichText(element))).toEqual([
      [{ text: 'Hello <script>alert(1)</script>' }],
      [{ text: '<img src=x onerror=alert(2)>' }],
    ]);
    element.remove();
  });
});
