/**
 * SPEC §5: pasting into the text search keeps plain text only. The pasted text/plain replaces
 * the selection; line breaks (which a one-line box cannot hold) become spaces.
 */
export function pasteIntoText(
  current: string,
  selectionStart: number | null,
  selectionEnd: number | null,
  pasted: string,
): { text: string; caret: number } {
  const start = selectionStart ?? current.length;
  const end = Math.max(start, selectionEnd ?? start);
  const plain = pasted.replace(/\r\n|\r|\n|\t/g, ' ');
  return {
    text: current.slice(0, start) + plain + current.slice(end),
    caret: start + plain.length,
  };
}
