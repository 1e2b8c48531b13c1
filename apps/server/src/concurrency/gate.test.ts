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

describe("each caller's share of a source's slots (SECURITY E3)", () => {
  const shared = {
    maxActive: 4,
    maxQueue: 8,
    maxWaitMs: 5_000,
    perCaller: { maxActive: 2, maxQueue: 2 },
  };

  it("runs another caller's call at once while one caller floods", async () => {
    const gate = new Gate(shared);
    const flooder = [await gate.enter(undefined, 'a'), await gate.enter(undefined, 'a')];
    const queued = [gate.enter(undefined, 'a'), gate.enter(undefined, 'a')];
    // Past its own share of the queue, the flooder is refused at once…
    await expect(gate.enter(undefined, 'a')).rejects.toSatisfy(isBusy);
    // …while the other caller starts without waiting.
    const other = await gate.enter(undefined, 'b');
    expect(gate.stats).toEqual({ active: 3, queued: 2 });
    other();
    for (const release of flooder) release();
    for (const release of await Promise.all(queued)) release();
    expect(gate.idle).toBe(true);
  });

  it('gives a freed slot to the waiting caller running the fewest calls', async () => {
    const gate = new Gate({ ...shared, maxActive: 2, perCaller: { maxActive: 2, maxQueue: 5 } });
    const held = [await gate.enter(undefined, 'a'), await gate.enter(undefined, 'a')];
    const order: string[] = [];
    const wait = (caller: string) =>
      gate.enter(undefined, caller).then((release) => (order.push(caller), release));
    const fromA = [wait('a'), wait('a'), wait('a')];
    const fromOthers = [wait('b'), wait('c')];
    for (const release of held) release();
    // Two slots freed, a had both: b and c first (c was never served, a was), then a.
    const first = await Promise.all(fromOthers);
    expect(order).toEqual(['b', 'c']);
    for (const release of first) release();
    for (const next of fromA) (await next)();
    expect(order).toEqual(['b', 'c', 'a', 'a', 'a']);
    expect(gate.idle).toBe(true);
  });

  it('names the caller from the request signal', async () => {
    const { tagCaller } = await import('./caller.js');
    const gate = new Gate({ ...shared, perCaller: { maxActive: 1, maxQueue: 0 } });
    const mine = tagCaller(new AbortController().signal, 'user:1');
    const release = await gate.enter(mine);
    await expect(gate.enter(tagCaller(new AbortController().signal, 'user:1'))).rejects.toSatisfy(
      isBusy,
    );
    const theirs = await gate.enter(tagCaller(new AbortController().signal, 'user:2'));
    release();
    theirs();
  });
});
