import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.js';
import { Gate } from './gate.js';

const isBusy = (error: unknown) => error instanceof AppError && error.code === 'DATASOURCE_BUSY';

describe('per-source gate (SECURITY E3)', () => {
  it('runs up to maxActive at once, queues up to maxQueue in order, and refuses the rest at once', async () => {
    const gate = new Gate({ maxActive: 2, maxQueue: 2, maxWaitMs: 5_000 });
    const a = await gate.enter();
    const b = await gate.enter();
    const order: string[] = [];
    const c = gate.enter().then((release) => (order.push('c'), release));
    const d = gate.enter().then((release) => (order.push('d'), release));
    await expect(gate.enter()).rejects.toSatisfy(isBusy);
    expect(gate.stats).toEqual({ active: 2, queued: 2 });
    a();
    (await c)();
    b();
    (await d)();
    expect(order).toEqual(['c', 'd']);
    expect(gate.idle).toBe(true);
  });

  it('refuses a waiter after maxWaitMs and one whose caller went away', async () => {
    const gate = new Gate({ maxActive: 1, maxQueue: 5, maxWaitMs: 50 });
    const held = await gate.enter();
    await expect(gate.enter()).rejects.toSatisfy(isBusy);
    const controller = new AbortController();
    const waiting = gate.enter(controller.signal);
    controller.abort();
    await expect(waiting).rejects.toSatisfy(isBusy);
    expect(gate.stats).toEqual({ active: 1, queued: 0 });
    held();
    expect(gate.idle).toBe(true);
  });

  it('ignores a second release and reports idleness once everything left', async () => {
    let idle = 0;
    const gate = new Gate({ maxActive: 1, maxQueue: 0, maxWaitMs: 50 }, () => (idle += 1));
    const release = await gate.enter();
    release();
    release();
    expect(gate.stats).toEqual({ active: 0, queued: 0 });
    expect(idle).toBe(1);
  });
});
