import { afterAll } from 'vitest';

// jsdom lacks the browser APIs antd measures layout with; stub them for component tests.
// Node-environment tests (the HTTP client) have no window and skip this.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;

  // antd measures scrollbars with getComputedStyle(el, '::-webkit-scrollbar'); jsdom implements
  // only the one-argument form and logs "Not implemented" for the other.
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);

  // CodeMirror measures text through Range rectangles when it scrolls the caret into view.
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect(0, 0, 0, 0);

  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// React finishes some rendering in scheduler tasks (setImmediate); one still queued when a
// file's last test ends would run after vitest tears jsdom down and fail the whole run with
// "window is not defined". Let the queued tasks run while the window still exists.
const turns = async () => {
  for (let turn = 0; turn < 5; turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setImmediate(resolve));
  }
};

if (typeof window !== 'undefined') {
  afterAll(async () => {
    await turns();
    // Work a short timer queues (antd's motion and tooltip timers) lands within this, and the
    // React tasks it schedules get their turns too (seen: three files on a loaded CI machine).
    await new Promise((resolve) => setTimeout(resolve, 250));
    await turns();
    await leaveNothingForTheNextFile();
  });
}

/**
 * Component files share a worker's module graph and page (apps/web/vitest.config.ts): what one
 * file leaves on the page or in a module — a toast still showing, a modal opened through antd's
 * static API, the signed-in session, the stored language — would greet the next. Seen: a
 * previous file's success toast made `getByRole('alert')` find two alerts.
 */
async function leaveNothingForTheNextFile() {
  const [{ message, notification, Modal }, { feedback }, { useSession }] = await Promise.all([
    import('antd'),
    import('../app/feedback'),
    import('../store/session'),
  ]);
  message.destroy();
  notification.destroy();
  Modal.destroyAll();
  feedback.message = message;
  feedback.modal = { warning: Modal.warning };
  useSession.setState(useSession.getInitialState(), true);
  window.localStorage.clear();
  window.sessionStorage.clear();
  await turns();
}
