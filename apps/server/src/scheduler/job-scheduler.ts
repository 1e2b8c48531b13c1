// A small scheduler of keyed jobs on cron schedules (issue 7 part 5), generic: it knows keys,
// schedules and run functions, nothing of datasets. Guarantees:
//  - one run per key at a time, whether started by a tick or by runNow; a tick that finds its
//    key still running is skipped, not queued (the next tick tries again);
//  - a run's failure is reported to onError and never stops the schedule;
//  - stop() ends every schedule, aborts the runs' signals after an optional grace period and
//    waits for them to settle, so shutdown never cuts a run off mid-write.
// Schedules live in memory only: "survives restarts" means the caller registers its jobs again
// from its own tables at start (upsert for each stored schedule), as the server does.
import { Cron } from 'croner';
import { cronProblem, toSixFieldPattern } from '@tessera/contracts';

export type JobRun = (signal: AbortSignal) => Promise<void>;

export interface ScheduledJob {
  key: string;
  /** The schedule in its stored Quartz form (SPEC §5), e.g. `0 0/30 * * * ?`. */
  cron: string;
  run: JobRun;
}

export type RunTrigger = 'schedule' | 'manual';

export interface JobSchedulerOptions {
  /** Time zone the schedules are read in (the server's own by default). */
  timezone?: string;
  /** A run threw or rejected; the schedule carries on. */
  onError?: (key: string, error: unknown) => void;
  /** A tick came while the key's previous run was still going, and was skipped. */
  onSkip?: (key: string) => void;
}

export type RunNowResult = 'started' | 'already_running' | 'stopped';

interface Running {
  controller: AbortController;
  done: Promise<void>;
}

export class InvalidScheduleError extends Error {
  constructor(readonly problem: string) {
    super(`Invalid schedule: ${problem}`);
    this.name = 'InvalidScheduleError';
  }
}

export class JobScheduler {
  readonly #options: JobSchedulerOptions;
  readonly #timers = new Map<string, { cron: Cron; job: ScheduledJob }>();
  readonly #running = new Map<string, Running>();
  #stopped = false;

  constructor(options: JobSchedulerOptions = {}) {
    this.#options = options;
  }

  /**
   * Registers or replaces the job under `job.key`. A run of the old definition still going
   * carries on, and the new schedule's ticks wait for it like any other.
   */
  upsert(job: ScheduledJob): void {
    if (this.#stopped) throw new Error('The scheduler is stopped');
    const problem = cronProblem(job.cron);
    if (problem) throw new InvalidScheduleError(problem);
    this.#timers.get(job.key)?.cron.stop();
    const cron = new Cron(
      toSixFieldPattern(job.cron),
      { timezone: this.#options.timezone, catch: true },
      () => {
        if (this.#start(job.key, job.run) === 'already_running') this.#options.onSkip?.(job.key);
      },
    );
    this.#timers.set(job.key, { cron, job });
  }

  /** Ends the key's schedule; a run already going finishes (stop() still waits for it). */
  remove(key: string): void {
    this.#timers.get(key)?.cron.stop();
    this.#timers.delete(key);
  }

  /**
   * Starts a run now, outside the schedule: the registered job's run, or `run` for a key with
   * no schedule (an on-demand sync). Refused while the key is running.
   */
  runNow(key: string, run?: JobRun): RunNowResult {
    if (this.#stopped) return 'stopped';
    const chosen = run ?? this.#timers.get(key)?.job.run;
    if (!chosen) throw new Error(`No job registered under ${key}`);
    return this.#start(key, chosen);
  }

  isRunning(key: string): boolean {
    return this.#running.has(key);
  }

  /** Resolves once the key's current run (if any) has settled. */
  async settled(key: string): Promise<void> {
    await this.#running.get(key)?.done;
  }

  /** Next scheduled start of the key, or null without a schedule. */
  nextRun(key: string): Date | null {
    return this.#timers.get(key)?.cron.nextRun() ?? null;
  }

  keys(): string[] {
    return [...this.#timers.keys()];
  }

  /**
   * Ends every schedule; runs still going get `graceMs` to finish, then their signals abort;
   * resolves when all have settled. Later upserts throw and runNow answers 'stopped'.
   */
  async stop(graceMs = 0): Promise<void> {
    this.#stopped = true;
    for (const { cron } of this.#timers.values()) cron.stop();
    this.#timers.clear();
    const runs = [...this.#running.values()];
    const all = Promise.all(runs.map((r) => r.done));
    if (graceMs > 0) {
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, graceMs);
      });
      await Promise.race([all, grace]);
      clearTimeout(timer);
    }
    // Only runs still going are told to stop; one that finished in the grace period is done.
    for (const run of runs) if ([...this.#running.values()].includes(run)) run.controller.abort();
    await all;
  }

  #start(key: string, run: JobRun): RunNowResult {
    if (this.#stopped) return 'stopped';
    if (this.#running.has(key)) return 'already_running';
    const controller = new AbortController();
    const entry: Running = { controller, done: Promise.resolve() };
    // Registered before the run starts, so a run that fails at once cannot leave it behind.
    this.#running.set(key, entry);
    entry.done = (async () => {
      try {
        await run(controller.signal);
      } catch (error) {
        this.#report(key, error);
      } finally {
        this.#running.delete(key);
      }
    })();
    return 'started';
  }

  #report(key: string, error: unknown): void {
    try {
      this.#options.onError?.(key, error);
    } catch {
      // A failing error reporter must not take the scheduler down with it.
    }
  }
}
