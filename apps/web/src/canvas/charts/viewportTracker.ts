import { chartPriority, UNPLACED } from './priority';

/**
 * Where each chart of a dashboard is, for the request queue's "near-viewport first": an
 * IntersectionObserver says which are on screen (and re-pumps the queue when one appears); the
 * others are ranked by their distance from the viewport, measured when a slot frees.
 */
export interface ViewportTracker {
  /** A chart component's element asking for data under `key`; returns the way to stop. */
  track(key: string, componentId: string, element: Element): () => void;
  /** The best priority among the elements asking under `key` (a chart placed twice). */
  priorityOf(key: string): number;
  disconnect(): void;
}

/** The browser's observer; absent where there is none (node), and charts then rank by distance. */
const browserObserver = (): typeof IntersectionObserver | undefined =>
  typeof IntersectionObserver === 'undefined' ? undefined : IntersectionObserver;

/**
 * `Observer` is the IntersectionObserver to watch with: the browser's, or in a test one whose
 * reports the test sends (jsdom has none, having no layout).
 */
export function createViewportTracker(
  onVisible: () => void,
  Observer: typeof IntersectionObserver | undefined = browserObserver(),
): ViewportTracker {
  const byKey = new Map<string, Map<string, Element>>();
  const visible = new WeakMap<Element, boolean>();
  const observer =
    Observer === undefined
      ? null
      : new Observer((entries) => {
          let appeared = false;
          for (const entry of entries) {
            visible.set(entry.target, entry.isIntersecting);
            appeared ||= entry.isIntersecting;
          }
          if (appeared) onVisible();
        });

  const viewport = () => ({
    width: window.innerWidth || document.documentElement.clientWidth,
    height: window.innerHeight || document.documentElement.clientHeight,
  });

  return {
    track(key, componentId, element) {
      let elements = byKey.get(key);
      if (!elements) byKey.set(key, (elements = new Map()));
      elements.set(componentId, element);
      observer?.observe(element);
      return () => {
        const current = byKey.get(key);
        if (current?.get(componentId) === element) current.delete(componentId);
        if (current?.size === 0) byKey.delete(key);
        observer?.unobserve(element);
      };
    },
    priorityOf(key) {
      const elements = byKey.get(key);
      if (!elements || elements.size === 0) return UNPLACED;
      const size = viewport();
      let best = UNPLACED;
      for (const element of elements.values()) {
        // On screen: nothing ranks better, and nothing needs measuring (a measure after the
        // page changed forces a layout, in the middle of a dashboard drawing its charts).
        if (visible.get(element)) return chartPriority(true, null, size);
        best = Math.min(best, chartPriority(false, element.getBoundingClientRect(), size));
      }
      return best;
    },
    disconnect: () => observer?.disconnect(),
  };
}
