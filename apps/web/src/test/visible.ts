import { expect } from 'vitest';

/** Why a user could not see the element, or null when they could. */
function hiddenBecause(element: Element): string | null {
  if (!element.isConnected) return 'it is not in the document';
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden'))
      return `<${node.tagName.toLowerCase()}> has the hidden attribute`;
    const style = window.getComputedStyle(node);
    if (style.display === 'none') return `<${node.tagName.toLowerCase()}> has display: none`;
    if (style.visibility === 'hidden' || style.visibility === 'collapse')
      return `<${node.tagName.toLowerCase()}> has visibility: ${style.visibility}`;
  }
  return null;
}

/**
 * Asserts what a user would notice: the element is in the document and shown (neither it nor an
 * ancestor is display: none, visibility: hidden or [hidden]). A `getBy…` query alone only proves
 * the element exists, and `expect(getBy…).toBeTruthy()` can never fail (the query throws first).
 */
export function expectVisible(element: Element): void {
  const reason = hiddenBecause(element);
  expect(reason, `expected ${element.outerHTML.slice(0, 120)} to be visible, but ${reason}`).toBe(
    null,
  );
}
