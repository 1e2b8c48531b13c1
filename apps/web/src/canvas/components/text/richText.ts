import {
  COLOR_PATTERN,
  PANEL_LIMITS,
  type RichParagraph,
  type RichRun,
  type RichText,
} from '@tessera/contracts';

/**
 * Rich text as data (SECURITY C7): what an editable area holds after typing or pasting is read
 * back into paragraphs of runs keeping only text, line breaks and four marks — bold, italic,
 * underline and a plain colour. Tags, attributes, links, pictures and scripts do not survive:
 * their text (if any) becomes inert text, and script-like containers are dropped entirely.
 */

type Marks = Omit<RichRun, 'text'>;

/** Contract bounds (richTextSchema): more would be refused on save, so it is cut here. */
const MAX_PARAGRAPHS = 500;
const MAX_RUNS = 200;

/** Containers whose text is never content. */
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'NOSCRIPT',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'SVG',
  'MATH',
  'HEAD',
  'TITLE',
  'META',
  'LINK',
  'TEXTAREA',
  'SELECT',
]);

/** Elements that start and end a paragraph of their own. */
const BLOCKS = new Set([
  'DIV',
  'P',
  'LI',
  'UL',
  'OL',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'PRE',
  'TR',
  'TABLE',
  'SECTION',
  'ARTICLE',
  'HEADER',
  'FOOTER',
  'ADDRESS',
  'DD',
  'DT',
  'FIGURE',
  'HR',
]);

const isBoldWeight = (weight: string): boolean | undefined => {
  if (!weight) return undefined;
  if (weight === 'bold' || weight === 'bolder') return true;
  if (weight === 'normal' || weight === 'lighter') return false;
  const n = Number(weight);
  return Number.isFinite(n) ? n >= 600 : undefined;
};

/** A colour only when it is a plain colour value (never url(), var(), expressions…). */
const plainColor = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= 40 && COLOR_PATTERN.test(trimmed) ? trimmed : undefined;
};

/** The marks an element adds to (or clears from) those it sits in. */
function marksOf(element: Element, outer: Marks): Marks {
  const marks: Marks = { ...outer };
  const tag = element.tagName;
  if (tag === 'B' || tag === 'STRONG') marks.bold = true;
  if (tag === 'I' || tag === 'EM') marks.italic = true;
  if (tag === 'U' || tag === 'INS') marks.underline = true;
  if (tag === 'FONT') marks.color = plainColor(element.getAttribute('color')) ?? marks.color;
  const style = (element as HTMLElement).style as CSSStyleDeclaration | undefined;
  if (style) {
    const bold = isBoldWeight(style.fontWeight);
    if (bold !== undefined) marks.bold = bold;
    if (style.fontStyle === 'italic' || style.fontStyle === 'oblique') marks.italic = true;
    else if (style.fontStyle === 'normal') marks.italic = false;
    const decoration = `${style.textDecoration} ${style.textDecorationLine}`;
    if (/underline/.test(decoration)) marks.underline = true;
    else if (/\bnone\b/.test(decoration)) marks.underline = false;
    marks.color = plainColor(style.color) ?? marks.color;
  }
  return marks;
}

const sameMarks = (a: Marks, b: Marks) =>
  Boolean(a.bold) === Boolean(b.bold) &&
  Boolean(a.italic) === Boolean(b.italic) &&
  Boolean(a.underline) === Boolean(b.underline) &&
  a.color === b.color;

/** A run with only the marks that are set (false marks are not stored). */
function run(text: string, marks: Marks): RichRun {
  const out: RichRun = { text };
  if (marks.bold) out.bold = true;
  if (marks.italic) out.italic = true;
  if (marks.underline) out.underline = true;
  if (marks.color) out.color = marks.color;
  return out;
}

class Builder {
  readonly paragraphs: RichParagraph[] = [];
  private current: RichRun[] | null = null;
  private chars = 0;
  /** Runs over all paragraphs (PANEL_LIMITS.textRuns). */
  private runCount = 0;

  text(value: string, marks: Marks) {
    if (value === '') return;
    const lines = value.replace(/\r\n?/g, '\n').split('\n');
    lines.forEach((line, i) => {
      if (i > 0) this.lineBreak();
      this.append(line, marks);
    });
  }

  private append(value: string, marks: Marks) {
    // Control characters are never text a dashboard shows (tabs become spaces).
    // eslint-disable-next-line no-control-regex
    const clean = value.replace(/\t/g, ' ').replace(/[\u0000-\u001f\u007f]/g, '');
    const room = PANEL_LIMITS.textChars - this.chars;
    const text = clean.slice(0, Math.max(0, room));
    this.current ??= [];
    if (text === '') return;
    this.chars += text.length;
    const runs = this.current;
    const last = runs[runs.length - 1];
    if (last && sameMarks(last, marks) && last.text.length + text.length <= PANEL_LIMITS.runChars) {
      last.text += text;
      return;
    }
    for (let start = 0; start < text.length; start += PANEL_LIMITS.runChars) {
      if (runs.length >= MAX_RUNS || this.runCount >= PANEL_LIMITS.textRuns) return;
      runs.push(run(text.slice(start, start + PANEL_LIMITS.runChars), marks));
      this.runCount += 1;
    }
  }

  lineBreak() {
    this.current ??= [];
    this.endParagraph();
  }

  /** Ends the open paragraph, if one is open (a block's edge). */
  endParagraph() {
    if (this.current === null) return;
    if (this.paragraphs.length < MAX_PARAGRAPHS) this.paragraphs.push({ runs: this.current });
    this.current = null;
  }
}

function visit(node: Node, marks: Marks, out: Builder) {
  if (node.nodeType === 3 /* text */) {
    out.text(node.nodeValue ?? '', marks);
    return;
  }
  if (node.nodeType !== 1 /* element */ && node.nodeType !== 11 /* fragment */) return;
  const element = node.nodeType === 1 ? (node as Element) : null;
  const tag = element?.tagName.toUpperCase() ?? '';
  if (DROPPED.has(tag)) return;
  if (tag === 'BR') {
    out.lineBreak();
    return;
  }
  const inner = element ? marksOf(element, marks) : marks;
  const block = BLOCKS.has(tag);
  if (block) out.endParagraph();
  node.childNodes.forEach((child) => visit(child, inner, out));
  if (block) out.endParagraph();
}

/**
 * The rich text an editable node holds. A `<br>` or a block edge ends a line; a block holding
 * only a `<br>` is one empty line (what browsers make of an empty line); a trailing `<br>` adds
 * nothing (browsers keep one as a placeholder).
 */
export function domToRichText(node: Node): RichText {
  const out = new Builder();
  node.childNodes.forEach((child) => visit(child, {}, out));
  out.endParagraph();
  return { paragraphs: out.paragraphs };
}

/** Text typed or pasted as plain text: one paragraph per line, no marks. */
export function plainTextToRichText(text: string): RichText {
  const out = new Builder();
  out.text(text, {});
  out.endParagraph();
  return { paragraphs: out.paragraphs };
}

/** The text alone, lines joined by newlines (labels, search, accessibility). */
export const richTextToPlain = (value: RichText): string =>
  value.paragraphs.map((p) => p.runs.map((r) => r.text).join('')).join('\n');

export const isRichTextEmpty = (value: RichText): boolean =>
  value.paragraphs.every((p) => p.runs.every((r) => r.text === ''));
