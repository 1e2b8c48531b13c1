import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion, useReducedMotion } from './motion';

/** A matchMedia whose reduced-motion answer the test sets, and which tells its listeners. */
function systemMotionSetting(initiallyReduced: boolean) {
  let reduced = initiallyReduced;
  const listeners = new Set<() => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query === '(prefers-reduced-motion: reduce)' && reduced;
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    set(next: boolean) {
      reduced = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('reduced motion', () => {
  it('follows the system setting', () => {
    systemMotionSetting(true);
    expect(prefersReducedMotion()).toBe(true);
    vi.restoreAllMocks();
    systemMotionSetting(false);
    expect(prefersReducedMotion()).toBe(false);
  });

  it('re-renders when the setting changes while the app is open, and stops listening after', () => {
    const setting = systemMotionSetting(false);
    const { result, unmount } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    act(() => setting.set(true));
    expect(result.current).toBe(true);
    unmount();
    expect(setting.listeners.size).toBe(0);
  });
});
