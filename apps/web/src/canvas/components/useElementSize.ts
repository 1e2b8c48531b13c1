import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's rendered size, followed with a ResizeObserver; null until first measured. The
 * first measure happens before paint, so a fitted canvas never shows at the wrong size.
 */
export function useElementSize(
  ref: RefObject<Element | null>,
): { width: number; height: number } | null {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = (width: number, height: number) =>
      setSize((old) =>
        old &&
        Math.round(old.width) === Math.round(width) &&
        Math.round(old.height) === Math.round(height)
          ? old
          : { width, height },
      );
    // Layout size, as the observer reports it: inside a canvas scaled as one picture (a CSS
    // transform) the on-screen rectangle is smaller than the box the content lays out in.
    const rect =
      element instanceof HTMLElement
        ? { width: element.offsetWidth, height: element.offsetHeight }
        : element.getBoundingClientRect();
    if (rect.width > 0 || rect.height > 0) measure(rect.width, rect.height);
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect;
      if (box) measure(box.width, box.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
