/**
 * The dashboard's chart-data queue (issue 9 part 5, DESIGN §7): at most `concurrency` calls in
 * flight; when a slot frees, the waiting job with the best priority goes next (lowest number:
 * visible charts first, then by distance from the viewport), ties in the order they came.
 * Priorities are read when a slot frees, so scrolling re-orders what still waits for free.
 * Pure: no React, no DOM; the provider supplies priorities and the caller's AbortSignal.
 */
export interface ChartSchedulerOptions {
  /** Most jobs running at once (the dashboard uses 4). */
  concurrency: number;
  /** Priority of a job's key, read at pick time: lower goes first. */
  priorityOf(key: string): number;
  /**
   * How the first pick after new work is delayed, so every chart a render mounts is queued
   * (and its priority known) before any starts. Default: a microtask — React runs all effects
   * of a commit in one go, so they are all queued by then, and no frame is lost waiting for a
   * timer behind rendering work.
   */
  defer?(pump: () => void): void;
}

export interface ChartScheduler {
  /**
   * Runs `job` when its turn comes. Aborting `signal` while it waits takes it off the queue
   * (the promise rejects with the abort reason); while it runs, the job itself sees the abort.
   */
  run<T>(key: string, job: (signal?: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Starts waiting jobs if slots are free (after priorities changed). */
  pump(): void;
  stats(): { running: number; waiting: number };
}

interface Waiting {
  key: string;
  seq: number;
  start(): void;
}

const abortReason = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');

export function createChartScheduler(options: ChartSchedulerOptions): ChartScheduler {
  const { concurrency, priorityOf } = options;
  const defer = options.defer ?? ((pump: () => void) => queueMicrotask(pump));
  const waiting: Waiting[] = [];
  let running = 0;
  let seq = 0;
  let pumpPending = false;

  /**
   * The waiting job with the best priority. `known` holds the priorities read during this pump:
   * a priority may measure the page (viewportTracker), and the page does not move between the
   * picks of one pump, so each key is read once per pump, not once per free slot.
   */
  const pickNext = (known: Map<string, number>): Waiting | undefined => {
    let best = -1;
    let bestPriority = Infinity;
    waiting.forEach((job, i) => {
      let priority = known.get(job.key);
      if (priority === undefined) known.set(job.key, (priority = priorityOf(job.key)));
      if (
        best < 0 ||
        priority < bestPriority ||
        (priority === bestPriority && job.seq < waiting[best]!.seq)
      ) {
        best = i;
        bestPriority = priority;
      }
    });
    return best < 0 ? undefined : waiting.splice(best, 1)[0];
  };

  const pump = () => {
    pumpPending = false;
    const known = new Map<string, number>();
    while (running < concurrency) {
      const next = pickNext(known);
      if (!next) return;
      next.start();
    }
  };

  const schedulePump = () => {
    if (pumpPending) return;
    pumpPending = true;
    defer(pump);
  };

  return {
    run<T>(key: string, job: (signal?: AbortSignal) => Promise<T>, signal?: AbortSignal) {
      return new Promise<T>((resolve, reject) => {
        if (signal?.aborted) {
          reject(abortReason(signal));
          return;
        }
        const entry: Waiting = {
          key,
          seq: seq++,
          start: () => {
            signal?.removeEventListener('abort', onAbort);
            running += 1;
            let result: Promise<T>;
            try {
              result = job(signal);
            } catch (error) {
              result = Promise.reject(error);
            }
            result.then(resolve, reject).finally(() => {
              running -= 1;
              pump();
            });
          },
        };
        const onAbort = () => {
          const at = waiting.indexOf(entry);
          if (at < 0) return;
          waiting.splice(at, 1);
          reject(abortReason(signal!));
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        waiting.push(entry);
        schedulePump();
      });
    },
    pump,
    stats: () => ({ running, waiting: waiting.length }),
  };
}
