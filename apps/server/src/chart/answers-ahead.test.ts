import { describe, expect, it } from 'vitest';
import type { Principal } from '../auth/access.js';
import { callerOf } from '../concurrency/caller.js';
import {
  ANSWERS_AHEAD_CONCURRENCY,
  ANSWERS_AHEAD_MAX_CHARTS,
  ANSWERS_AHEAD_MAX_OPENS,
  answersAhead,
} from './answers-ahead.js';

const alice = { kind: 'user', userId: 7 } as unknown as Principal;

/** A getStored that records its calls and answers when told to. */
function fakeData() {
  const calls: { id: string; request: unknown; language: string; caller: string }[] = [];
  const pending: { resolve: () => void; reject: (e: Error) => void }[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const data = {
    getStored: (
      _principal: Principal,
      id: string,
      request: unknown,
      options: { language: string; signal?: AbortSignal },
    ) => {
      calls.push({ id, request, language: options.language, caller: callerOf(options.signal) });
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      return new Promise<never>((resolve, reject) => {
        const done = () => (running -= 1);
        pending.push({
          resolve: () => (done(), resolve(undefined as never)),
          reject: (e) => (done(), reject(e)),
        });
      });
    },
  };
  const answerAll = async () => {
    // A call just settled lets its worker start the next one a turn later.
    await new Promise((r) => setImmediate(r));
    while (pending.length > 0) {
      pending.shift()!.resolve();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { data, calls, pending, answerAll, mostAtOnce: () => mostAtOnce };
}

const ids = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`);

describe('answers ahead (issue 22 part 1)', () => {
  it("asks each chart's unfiltered answer as its caller, a few at a time, in the order given", async () => {
    const fake = fakeData();
    const ahead = answersAhead(fake.data);
    ahead.start(alice, 'user:7', ids(6), 'en');
    await new Promise((r) => setImmediate(r));
    expect(fake.calls).toHaveLength(ANSWERS_AHEAD_CONCURRENCY);
    await fake.answerAll();
    await ahead.settled();
    expect(fake.calls.map((c) => c.id)).toEqual(ids(6));
    expect(fake.mostAtOnce()).toBe(ANSWERS_AHEAD_CONCURRENCY);
    for (const call of fake.calls) {
      expect(call.request).toEqual({ filter: [], linkageFilters: [], drill: [], refresh: false });
      expect(call.language).toBe('en');
      // The data sources' gates count the work against the caller who opened the dashboard.
      expect(call.caller).toBe('user:7');
    }
  });

  it('drops a failed answer and goes on with the rest', async () => {
    const fake = fakeData();
    const ahead = answersAhead(fake.data);
    ahead.start(alice, 'user:7', ids(3), 'en');
    await new Promise((r) => setImmediate(r));
    fake.pending.shift()!.reject(new Error('source down'));
    await fake.answerAll();
    await ahead.settled();
    expect(fake.calls.map((c) => c.id)).toEqual(ids(3));
  });

  it('starts one open per caller at a time, a bounded number in all, the first charts only', async () => {
    const fake = fakeData();
    const ahead = answersAhead(fake.data);
    ahead.start(alice, 'user:7', ['a'], 'en');
    ahead.start(alice, 'user:7', ['b'], 'en'); // the same caller again: nothing more
    for (let i = 1; i < ANSWERS_AHEAD_MAX_OPENS + 3; i++)
      ahead.start(alice, `ip:${i}`, ['x'], 'en');
    await new Promise((r) => setImmediate(r));
    expect(fake.calls.filter((c) => c.id === 'b')).toHaveLength(0);
    expect(fake.calls).toHaveLength(ANSWERS_AHEAD_MAX_OPENS);
    await fake.answerAll();
    await ahead.settled();

    const many = fakeData();
    const second = answersAhead(many.data);
    second.start(alice, 'user:7', ids(ANSWERS_AHEAD_MAX_CHARTS + 10), 'en');
    await many.answerAll();
    await second.settled();
    expect(many.calls).toHaveLength(ANSWERS_AHEAD_MAX_CHARTS);
  });

  it('stops asking when the app closes', async () => {
    const fake = fakeData();
    const ahead = answersAhead(fake.data);
    ahead.start(alice, 'user:7', ids(10), 'en');
    await new Promise((r) => setImmediate(r));
    const stopped = ahead.stop();
    await fake.answerAll();
    await stopped;
    expect(fake.calls).toHaveLength(ANSWERS_AHEAD_CONCURRENCY);
  });
});
