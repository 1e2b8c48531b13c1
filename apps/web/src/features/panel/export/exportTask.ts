// A dashboard export as a background task: its steps reported as one growing percentage, a
// cancel that stops it at the next step boundary, and one outcome. No DOM, no React.

/** The steps of an export, in order (the progress panel names each). */
export type ExportStep = 'charts' | 'drawing' | 'composing' | 'saving';

/** Where each step's progress sits on the whole task's 0–100 bar. */
const STEP_SPAN: Readonly<Record<ExportStep, readonly [number, number]>> = {
  charts: [0, 25],
  drawing: [25, 70],
  composing: [70, 95],
  saving: [95, 100],
};

export interface ExportProgress {
  step: ExportStep;
  /** The whole task, 0–100. */
  percent: number;
  /** Counted work of the step where there is some (charts drawn, pages composed). */
  done?: number;
  total?: number;
}

export type ExportOutcome =
  { kind: 'done' } | { kind: 'cancelled' } | { kind: 'failed'; error: unknown };

/** What a job sees: its stop signal and the way to say how far it is. */
export interface ExportJobContext {
  signal: AbortSignal;
  /**
   * The job is at `step`, `fraction` (0–1) of the way through it, with counts when the step
   * counts things. Also a cancellation point: after cancel() it throws the abort reason.
   */
  report(step: ExportStep, fraction?: number, counts?: { done: number; total: number }): void;
  /** Lets the page breathe (input, painting) between pieces of work; a cancellation point. */
  checkpoint(): Promise<void>;
}

export interface ExportTask {
  readonly outcome: Promise<ExportOutcome>;
  cancel(): void;
}

/** The whole task's percentage at `fraction` of `step`: within the step's span, rounded. */
export function overallPercent(step: ExportStep, fraction = 0): number {
  const [from, to] = STEP_SPAN[step];
  const within = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
  return Math.round(from + (to - from) * within);
}

/**
 * A performance mark as each step begins and as the task ends (`dashboard-export:drawing`, …,
 * `dashboard-export:end`): the browser's profiler and `npm run bench -- dashboard-pdf` read
 * how long each step took from them, which the page's own repaint of the card cannot tell
 * while a step keeps the main thread.
 */
const mark = (name: string) => globalThis.performance?.mark?.(`dashboard-export:${name}`);

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs `job` at once and reports its progress through `onProgress`. The bar never moves back
 * (a step that re-counts, say charts redrawing after a resize, does not shrink it); nothing is
 * reported after a cancel; a job that throws after a cancel was cancelled, not failed.
 */
export function startExportTask(
  job: (context: ExportJobContext) => Promise<void>,
  onProgress: (progress: ExportProgress) => void,
): ExportTask {
  const controller = new AbortController();
  const { signal } = controller;
  let highest = 0;
  let current: ExportStep | null = null;
  const context: ExportJobContext = {
    signal,
    report(step, fraction = 0, counts) {
      signal.throwIfAborted();
      if (step !== current) mark((current = step));
      highest = Math.max(highest, overallPercent(step, fraction));
      onProgress({ step, percent: highest, ...counts });
    },
    async checkpoint() {
      signal.throwIfAborted();
      await nextTask();
      signal.throwIfAborted();
    },
  };
  const outcome = (async (): Promise<ExportOutcome> => {
    try {
      await job(context);
      mark('end');
      return signal.aborted ? { kind: 'cancelled' } : { kind: 'done' };
    } catch (error) {
      return signal.aborted ? { kind: 'cancelled' } : { kind: 'failed', error };
    }
  })();
  return {
    outcome,
    cancel: () => controller.abort(),
  };
}
