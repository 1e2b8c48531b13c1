// One batch of read-ahead for an extract: the source's next batch is asked for as soon as the
// current one arrives, so the source database produces it, and the socket buffers it, while
// this process converts and appends the current one. Without it the source sat idle during
// every append and the warehouse during every fetch. Memory holds at most two batches: the one
// being written and the one on its way; the next request goes out only once that one is taken.

export interface ReadAhead<T> {
  /** The next item: the one already asked for, or a fresh request when none is on its way. */
  next(): Promise<IteratorResult<T>>;
  /** Asks for the next item now, unless one is already on its way. */
  ahead(): void;
  /**
   * Waits for a request still on its way (its failure is no longer anyone's business) and
   * ends the source, which gives its connection back.
   */
  close(): Promise<void>;
}

export function readAhead<T>(source: AsyncIterator<T>): ReadAhead<T> {
  let pending: Promise<IteratorResult<T>> | null = null;
  let finished = false;
  const request = () => {
    const next = source.next();
    // A request nobody takes any more (the write failed first) must not surface as an
    // unhandled rejection; a taken one rejects for its taker as usual.
    next.catch(() => undefined);
    return next;
  };
  return {
    async next() {
      const next = pending ?? request();
      pending = null;
      const result = await next;
      if (result.done) finished = true;
      return result;
    },
    ahead() {
      if (pending === null && !finished) pending = request();
    },
    async close() {
      const left = pending;
      pending = null;
      if (left) await left.catch(() => undefined);
      await source.return?.().catch(() => undefined);
    },
  };
}
