// The extract's read-ahead (read-ahead.ts): one request ahead of the consumer at most, a
// request nobody takes any more never surfaces as an unhandled rejection, and closing waits
// for the request on its way before ending the source.
import { describe, expect, it } from 'vitest';
import { readAhead } from '../src/ingestion/extract/read-ahead.js';

/** A source of `count` numbers that records its calls and may fail at one of them. */
function source(count: number, failAt = -1) {
  const log: string[] = [];
  let n = 0;
  const iterator: AsyncIterator<number> = {
    async next() {
      const i = n++;
      log.push(`next ${i}`);
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (i === failAt) throw new Error(`read ${i} failed`);
      return i < count ? { done: false, value: i } : { done: true, value: undefined };
    },
    async return() {
      log.push('return');
      return { done: true, value: undefined };
    },
  };
  return { iterator, log };
}

describe('read-ahead of an extract’s source', () => {
  it('hands the items over in order, asking for at most one ahead', async () => {
    const { iterator, log } = source(3);
    const ahead = readAhead(iterator);
    const seen: number[] = [];
    for (let next = await ahead.next(); !next.done; next = await ahead.next()) {
      ahead.ahead();
      ahead.ahead(); // a second call while one is on its way asks for nothing more
      seen.push(next.value);
      expect(log.filter((l) => l.startsWith('next'))).toHaveLength(seen.length + 1);
    }
    expect(seen).toEqual([0, 1, 2]);
    // Past the end nothing more is asked for.
    ahead.ahead();
    await ahead.close();
    expect(log).toEqual(['next 0', 'next 1', 'next 2', 'next 3', 'return']);
  });

  it('passes a failed read to whoever takes it', async () => {
    const { iterator } = source(5, 1);
    const ahead = readAhead(iterator);
    expect(await ahead.next()).toEqual({ done: false, value: 0 });
    ahead.ahead();
    await expect(ahead.next()).rejects.toThrow('read 1 failed');
    await ahead.close();
  });

  it('drops a failed read nobody takes, and closes after it settles', async () => {
    const { iterator, log } = source(5, 1);
    const ahead = readAhead(iterator);
    await ahead.next();
    ahead.ahead();
    // The consumer stops here (its write failed); vitest fails the run on an unhandled rejection.
    await ahead.close();
    expect(log).toEqual(['next 0', 'next 1', 'return']);
  });
});
