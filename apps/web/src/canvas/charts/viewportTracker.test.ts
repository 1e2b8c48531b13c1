// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNPLACED } from './priority';
import { createViewportTracker } from './viewportTracker';

/** An IntersectionObserver whose reports the test sends (jsdom has no layout to observe). */
let report: (entries: { target: Element; isIntersecting: boolean }[]) => void = () => undefined;
class ReportedIntersectionObserver {
  constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    report = callback;
  }
  observe() {}
  unobserve() {}
  disconnect() {}
}
const Observer = ReportedIntersectionObserver as unknown as typeof IntersectionObserver;

/** A chart's element `below` px under the window's bottom edge, counting how often it is measured. */
function placedBelowWindow(below: number) {
  const element = document.createElement('div');
  const top = window.innerHeight + below;
  const measure = vi
    .spyOn(element, 'getBoundingClientRect')
    .mockReturnValue(new DOMRect(0, top, 400, 300));
  return { element, measure };
}

afterEach(() => vi.restoreAllMocks());

describe('where a dashboard’s charts are, for the request queue', () => {
  it('ranks an on-screen chart first without measuring it, and measures the others', () => {
    const onVisible = vi.fn();
    const tracker = createViewportTracker(onVisible, Observer);
    const shown = placedBelowWindow(-window.innerHeight + 100);
    const below = placedBelowWindow(500);
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
    const tracker = createViewportTracker(() => undefined, Observer);
    const far = placedBelowWindow(2000);
    const near = placedBelowWindow(200);
    tracker.track('v-same', 'chart-1', far.element);
    tracker.track('v-same', 'chart-2', near.element);
    expect(tracker.priorityOf('v-same')).toBe(201);
    report([{ target: far.element, isIntersecting: true }]);
    expect(tracker.priorityOf('v-same')).toBe(0);
  });
});
