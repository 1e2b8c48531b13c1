// The job scheduler on croner timers with a one-second schedule, on a fake clock (timers and
// Date, which croner reads to arm its next tick): runs on ticks, never two runs of one key at
// once, errors reported without stopping the schedule, shutdown aborts and waits. Each test moves
// the clock past the deadlines it is about, so "did not run" is proven, not waited for.
import { Cron } from 'croner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CronPreset } from '@tessera/contracts';
import { presetToCron, toSixFieldPattern } from '@tessera/contracts';
import { InvalidScheduleError, JobScheduler } from './job-scheduler.js';

const EVERY_SECOND = '*/1 * * * * ?';
/** Half a second before a whole second: the every-second ticks fall at +500 ms, +1500 ms, … */
const START = new Date('2025-03-03T09:00:00.500Z');
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/** A run that lasts until its signal aborts or `ms` pass, counting starts and overlaps. */
function probe(ms: number) {
  const stats = { starts: 0, active: 0, maxActive: 0, aborted: 0, finished: 0 };
  const run = async (signal: AbortSignal) => {
    stats.starts++;
    stats.active++;
    stats.maxActive = Math.max(stats.maxActive, stats.active);
    try {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          stats.aborted++;
          resolve();
        });
      });
      if (!signal.aborted) stats.finished++;
    } finally {
      stats.active--;
    }
  };
  return { stats, run };
}

describe('the job scheduler', () => {
  let scheduler: JobScheduler;
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(async () => {
    await scheduler?.stop();
    vi.useRealTimers();
  });

  it('runs a job on every tick of its schedule', async () => {
    scheduler = new JobScheduler();
    const { stats, run } = probe(10);
    scheduler.upsert({ key: 'a', cron: EVERY_SECOND, run });
    await advance(499);
    expect(stats.starts).toBe(0);
    await advance(1);
    expect(stats.starts).toBe(1);
    await advance(2_000);
    expect(stats.starts).toBe(3);
    // The third run, started at this very tick, ends 10 ms later like the others.
    expect(stats.finished).toBe(2);
    await advance(10);
    expect(stats.finished).toBe(3);
  });

  it('skips a tick while the previous run of the key is still going, without queueing it', async () => {
    const skipped: string[] = [];
    scheduler = new JobScheduler({ onSkip: (key) => skipped.push(key) });
    const { stats, run } = probe(2_200);
    scheduler.upsert({ key: 'slow', cron: EVERY_SECOND, run });
    // The first run starts at the first tick (+0.5 s) and ends at +2.7 s: the ticks at +1.5 s
    // and +2.5 s find it going and are skipped.
    await advance(2_500);
    expect(stats.starts).toBe(1);
    expect(skipped).toEqual(['slow', 'slow']);
    // Its end starts nothing: a skipped tick is not queued.
    await advance(500);
    expect(stats).toMatchObject({ starts: 1, finished: 1, active: 0 });
    // The next tick (+3.5 s) starts the next run.
    await advance(500);
    expect(stats.starts).toBe(2);
    expect(stats.maxActive).toBe(1);
  });

  it('refuses an on-demand run while a scheduled run of the same key is going', () => {
    scheduler = new JobScheduler();
    const { stats, run } = probe(5_000);
    scheduler.upsert({ key: 'k', cron: '0 0 0 1 1 ?', run });
    expect(scheduler.runNow('k')).toBe('started');
    expect(scheduler.runNow('k')).toBe('already_running');
    expect(scheduler.runNow('k', run)).toBe('already_running');
    expect(scheduler.isRunning('k')).toBe(true);
    // Another key is independent.
    expect(scheduler.runNow('other', run)).toBe('started');
    expect(stats.starts).toBe(2);
    expect(stats.maxActive).toBe(2);
  });

  it('runs a key with no schedule on demand, and again once the first run ended', async () => {
    scheduler = new JobScheduler();
    const { stats, run } = probe(20);
    expect(scheduler.runNow('manual', run)).toBe('started');
    await advance(20);
    await scheduler.settled('manual');
    expect(scheduler.isRunning('manual')).toBe(false);
    expect(scheduler.runNow('manual', run)).toBe('started');
    await advance(20);
    await scheduler.settled('manual');
    expect(stats.finished).toBe(2);
    expect(() => scheduler.runNow('unknown')).toThrow(/No job registered/);
  });

  it('reports a failing run and keeps the schedule going', async () => {
    const errors: [string, unknown][] = [];
    scheduler = new JobScheduler({ onError: (key, error) => errors.push([key, error]) });
    let calls = 0;
    scheduler.upsert({
      key: 'flaky',
      cron: EVERY_SECOND,
      run: async () => {
        calls++;
        throw new Error(`failure ${calls}`);
      },
    });
    await advance(1_500);
    expect(calls).toBe(2);
    expect(errors.map(([key]) => key)).toEqual(['flaky', 'flaky']);
    expect(errors.map(([, e]) => (e as Error).message)).toEqual(['failure 1', 'failure 2']);
  });

  it('replaces a job by key and stops running a removed one', async () => {
    scheduler = new JobScheduler();
    const first = probe(5);
    const second = probe(5);
    scheduler.upsert({ key: 'job', cron: EVERY_SECOND, run: first.run });
    scheduler.upsert({ key: 'job', cron: EVERY_SECOND, run: second.run });
    expect(scheduler.keys()).toEqual(['job']);
    await advance(1_000);
    expect(first.stats.starts).toBe(0);
    expect(second.stats.starts).toBe(1);
    scheduler.remove('job');
    expect(scheduler.nextRun('job')).toBeNull();
    // Three more ticks' worth of time: none of them starts it.
    await advance(3_000);
    expect(second.stats.starts).toBe(1);
    expect(first.stats.starts).toBe(0);
  });

  it('refuses a schedule that breaks the SPEC cron rules', () => {
    scheduler = new JobScheduler();
    const { run } = probe(1);
    expect(() => scheduler.upsert({ key: 'x', cron: '0 0/60 * * * ?', run })).toThrow(
      InvalidScheduleError,
    );
    expect(() => scheduler.upsert({ key: 'x', cron: '0 0 1 * * *', run })).toThrow(
      /validation.cron.dayAndWeek/,
    );
    expect(scheduler.keys()).toEqual([]);
  });

  it('reads the Quartz week numbering: a weekly schedule on 2 starts on Mondays', () => {
    scheduler = new JobScheduler({ timezone: 'UTC' });
    scheduler.upsert({ key: 'weekly', cron: '0 30 8 ? * 2', run: async () => undefined });
    const next = scheduler.nextRun('weekly');
    expect(next?.getUTCDay()).toBe(1);
    expect([next?.getUTCHours(), next?.getUTCMinutes(), next?.getUTCSeconds()]).toEqual([8, 30, 0]);
  });

  it('on stop aborts running jobs, waits for them to settle, and starts nothing more', async () => {
    scheduler = new JobScheduler();
    const { stats, run } = probe(10_000);
    scheduler.upsert({ key: 'long', cron: EVERY_SECOND, run });
    expect(scheduler.runNow('long')).toBe('started');
    // The clock stands still: stop() settles without waiting out the 10 s run.
    await scheduler.stop();
    expect(Date.now()).toBe(START.getTime());
    expect(stats).toMatchObject({ starts: 1, aborted: 1, active: 0 });
    expect(scheduler.runNow('long', run)).toBe('stopped');
    await advance(3_000);
    expect(stats.starts).toBe(1);
  });

  it('on stop with a grace period lets a short run finish instead of aborting it', async () => {
    scheduler = new JobScheduler();
    const { stats, run } = probe(200);
    scheduler.runNow('short', run);
    let stopped = false;
    const stopping = scheduler.stop(2_000).then(() => {
      stopped = true;
    });
    await advance(199);
    expect(stopped).toBe(false);
    // The run ends at 200 ms, and stop() with it, long before the grace period is over.
    await advance(1);
    await stopping;
    expect(Date.now() - START.getTime()).toBe(200);
    expect(stats).toMatchObject({ finished: 1, aborted: 0 });
  });
});

describe('stored Quartz schedules read by croner', () => {
  const from = new Date('2024-01-01T00:01:00Z');
  it.each<[string, CronPreset | string, string[]]>([
    [
      'every 15 minutes',
      { kind: 'minutes', every: 15 },
      [
        '2024-01-01T00:15:00Z',
        '2024-01-01T00:30:00Z',
        '2024-01-01T00:45:00Z',
        '2024-01-01T01:00:00Z',
      ],
    ],
    [
      'every 6 hours at half past',
      { kind: 'hours', every: 6, minute: 30 },
      [
        '2024-01-01T00:30:00Z',
        '2024-01-01T06:30:00Z',
        '2024-01-01T12:30:00Z',
        '2024-01-01T18:30:00Z',
      ],
    ],
    [
      'daily at 02:05',
      { kind: 'daily', hour: 2, minute: 5 },
      [
        '2024-01-01T02:05:00Z',
        '2024-01-02T02:05:00Z',
        '2024-01-03T02:05:00Z',
        '2024-01-04T02:05:00Z',
      ],
    ],
    [
      'weekly on Quartz day 6 (Friday)',
      { kind: 'weekly', week: 6, hour: 8, minute: 0 },
      [
        '2024-01-05T08:00:00Z',
        '2024-01-12T08:00:00Z',
        '2024-01-19T08:00:00Z',
        '2024-01-26T08:00:00Z',
      ],
    ],
    [
      'monthly on the 31st, skipping shorter months',
      { kind: 'monthly', day: 31, hour: 23, minute: 59 },
      [
        '2024-01-31T23:59:00Z',
        '2024-03-31T23:59:00Z',
        '2024-05-31T23:59:00Z',
        '2024-07-31T23:59:00Z',
      ],
    ],
    [
      'every other day from the 2nd',
      '0 0 3 2/2 * ?',
      [
        '2024-01-02T03:00:00Z',
        '2024-01-04T03:00:00Z',
        '2024-01-06T03:00:00Z',
        '2024-01-08T03:00:00Z',
      ],
    ],
  ])('starts %s when Quartz would', (_case, schedule, expected) => {
    const quartz = typeof schedule === 'string' ? schedule : presetToCron(schedule);
    const cron = new Cron(toSixFieldPattern(quartz), { paused: true, timezone: 'UTC' });
    try {
      expect(cron.nextRuns(4, from).map((d) => d.toISOString().replace('.000', ''))).toEqual(
        expected,
      );
    } finally {
      cron.stop();
    }
  });
});
