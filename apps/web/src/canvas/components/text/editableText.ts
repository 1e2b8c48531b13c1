import type { RichRun, RichText } from '@tessera/contracts';

/**
 * The DOM side of in-place text editing, kept out of React: React never manages the children
 * of the editable area (the browser changes them as the user types), so they are written here
 * with createElement/textContent (never markup) and read back with domToRichText.
 */

/** Inline CSS of a run's marks; the same on screen whether editing or not. */
export function runCss(run: Omit<RichRun, 'text'>): {
  fontWeight?: string;
  fontStyle?: string;
  textDecoration?: string;
  color?: string;
} {
  return {
    fontWeight: run.bold ? 'bold' : undefined,
    fontStyle: run.italic ? 'italic' : undefined,
    textDecoration: run.underline ? 'underline' : undefined,
    color: run.color,
  };
}

/** Replaces the editable's content with the rich text: a div per paragraph, a span per run. */
export function fillEditable(element: HTMLElement, value: RichText): void {
  const doc = element.ownerDocument;
  element.replaceChildren();
  const paragraphs = value.paragraphs.length > 0 ? value.paragraphs : [{ runs: [] }];
  for (const paragraph of paragraphs) {
    const line = doc.createElement('div');
    const runs = paragraph.runs.filter((r) => r.text !== '');
    for (const run of runs) {
      const span = doc.createElement('span');
      span.textContent = run.text;
      const css = runCss(run);
      if (css.fontWeight) span.style.fontWeight = css.fontWeight;
      if (css.fontStyle) span.style.fontStyle = css.fontStyle;
      if (css.textDecoration) span.style.textDecoration = css.textDecoration;
      if (css.color) span.style.color = css.color;
      line.append(span);
    }
    // An empty line needs a <br> to have a height and take the caret.
    if (runs.length === 0) line.append(doc.createElement('br'));
    element.append(line);
  }
}

/** What a paste or a drop carries, as plain text only (SPEC §5): markup is never read. */
export const plainTextOf = (data: Pick<DataTransfer, 'getData'> | null): string =>
  data?.getData('text/plain') ?? '';

/**
 * Inserts plain text at the caret inside `element` (at its end when the caret is elsewhere).
 * Browsers do it with their own command (it joins their undo history); elsewhere the text is
 * inserted as text nodes and <br>s.
 */
export function insertPlainText(element: HTMLElement, text: string): void {
  const doc = element.ownerDocument;
  const exec = (doc as { execCommand?: Document['execCommand'] }).execCommand;
  if (typeof exec === 'function' && exec.call(doc, 'insertText', false, text)) return;
  const selection = doc.defaultView?.getSelection() ?? null;
  let range: Range;
  if (
    selection &&
    selection.rangeCount > 0 &&
    element.contains(selection.getRangeAt(0).commonAncestorContainer)
  ) {
    range = selection.getRangeAt(0);
  } else {
    range = endOfText(element);
  }
  range.deleteContents();
  const fragment = doc.createDocumentFragment();
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .forEach((line, i) => {
      if (i > 0) fragment.append(doc.createElement('br'));
      fragment.append(doc.createTextNode(line));
    });
  const last = fragment.lastChild;
  range.insertNode(fragment);
  if (last && selection) {
    range.setStartAfter(last);
    range.collapse(true);
    selection.removeAllRanges();
    selection.addRange(range);
  }
}

/**
 * A collapsed range at the end of the text: inside the last line (before an empty line's <br>),
 * so what is typed or pasted there continues that line instead of starting a new one.
 */
function endOfText(element: HTMLElement): Range {
  const range = element.ownerDocument.createRange();
  let line: Node = element;
  while (line.lastChild && line.lastChild.nodeType === 1 && line.lastChild.nodeName !== 'BR') {
    line = line.lastChild;
  }
  if (line.lastChild?.nodeName === 'BR') range.setStartBefore(line.lastChild);
  else {
    range.selectNodeContents(line);
    range.collapse(false);
  }
  return range;
}

/** Puts the caret at the end of the element's text. */
export function caretToEnd(element: HTMLElement): void {
  const selection = element.ownerDocument.defaultView?.getSelection();
  if (!selection) return;
  selection.removeAllRanges();
  selection.addRange(endOfText(element));
}
