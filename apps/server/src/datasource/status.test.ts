import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { DatasourceService } from './service.js';
import { startStatusScheduler } from './status.js';

const log = { warn: () => undefined } as unknown as FastifyBaseLogger;

describe('status scheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks every source each interval, never two passes at once, and stops on close', async () => {
    let passes = 0;
    let finish: () => void = () => undefined;
    const service = {
      refreshAll: () => {
        passes += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
    } as unknown as DatasourceService;
    const scheduler = startStatusScheduler(service, 10, log);
    await vi.advanceTimersByTimeAsync(9 * 60_000);
    expect(passes).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(passes).toBe(1);
    // The first pass is still running: the next tick skips.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(passes).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(passes).toBe(2);
    finish();
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(passes).toBe(2);
  });

  it('keeps running after a failed pass', async () => {
    let passes = 0;
    const service = {
      refreshAll: async () => {
        passes += 1;
        throw new Error('metadata store unavailable');
      },
    } as unknown as DatasourceService;
    const scheduler = startStatusScheduler(service, 1, log);
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(passes).toBe(3);
    await scheduler.stop();
  });
});
