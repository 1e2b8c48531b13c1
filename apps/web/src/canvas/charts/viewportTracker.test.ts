import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNPLACED } from './priority';
import { createViewportTracker } from './viewportTracker';

/** An IntersectionObserver whose reports the test sends. */
let report: (entries: { target: Element; isIntersecting: boolean }[]) => void = () => undefined;
class ReportedIntersectionObserver {
  constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    report = callback;
  }
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** A chart's element at a place on the page, counting how often it is measured. */
function placedAt(top: number) {
  const measure = vi.fn(() => ({ top, left: 0, bottom: top + 300, right: 400 }));
  return { element: { getBoundingClientRect: measure } as unknown as Element, measure };
}

afterEach(() => vi.unstubAllGlobals());

describe('where a dashboard’s charts are, for the request queue', () => {
  it('ranks an on-screen chart first without measuring it, and measures the others', () => {
    vi.stubGlobal('IntersectionObserver', ReportedIntersectionObserver);
    vi.stubGlobal('window', { innerWidth: 1600, innerHeight: 1000 });
    const onVisible = vi.fn();
    const tracker = createViewportTracker(onVisible);
    const shown = placedAt(100);
    const below = placedAt(1500);
    tracker.track('v-shown', 'chart-1', shown.element);
    tracker.track('v-below', 'chart-2', below.element);
    report([
      { target: shown.element, isIntersecting: true },
      { target: below.element, isIntersecting: false },
    ]);
    expect(onVisible).toHaveBeenCalledTimes(1);

    expect(tracker.priorityOf('v-shown')).toBe(0);
    expect(shown.measure).not.toHaveBeenCalled();
    // 500 px below the viewport's bottom edge.
    expect(tracker.priorityOf('v-below')).toBe(501);
    expect(below.measure).toHaveBeenCalledTimes(1);
    expect(tracker.priorityOf('v-unknown')).toBe(UNPLACED);
  });

  it('gives a chart placed twice the better of its two places', () => {
    vi.stubGlobal('IntersectionObserver', ReportedIntersectionObserver);
    vi.stubGlobal('window', { innerWidth: 1600, innerHeight: 1000 });
    const tracker = createViewportTracker(() => undefined);
    const far = placedAt(3000);
    const near = placedAt(1200);
    tracker.track('v-same', 'chart-1', far.element);
    tracker.track('v-same', 'chart-2', near.element);
    expect(tracker.priorityOf('v-same')).toBe(201);
    report([{ target: far.element, isIntersecting: true }]);
    expect(tracker.priorityOf('v-same')).toBe(0);
  });
});
