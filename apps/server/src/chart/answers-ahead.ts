import { chartDataRequestSchema, type Language } from '@tessera/contracts';
import type { Principal } from '../auth/access.js';
import { tagCaller } from '../concurrency/caller.js';
import { abortAtShutdown } from '../concurrency/shutdown.js';
import { CHART_CALL_BUDGET_MS } from '../data-call/limits.js';
import type { ChartAnswersAhead } from '../seams/dashboards.js';
import type { ChartData } from './data.js';

/**
 * One at a time: DuckDB already spreads one query over all its threads, so a second at once
 * only competes with it — and, until the page's script has loaded, with the server sending that
 * script (on 2 cores shared with the browser: four at once slowed a cold open, two drew the 20
 * charts in 1,851–2,133 ms, one in 1,872–1,943, dashboard bench, issue 22). The page's own queue
 * asks four (web CHART_CONCURRENCY) once its script runs.
 */
export const ANSWERS_AHEAD_CONCURRENCY = 1;
/** The first charts of a document only: a huge dashboard's far end waits for its scroll. */
export const ANSWERS_AHEAD_MAX_CHARTS = 40;
/** Dashboards answered ahead at once in this process; more opens get no head start. */
export const ANSWERS_AHEAD_MAX_OPENS = 8;

/** What the page asks for a chart nobody has filtered, linked or drilled yet. */
const UNFILTERED = chartDataRequestSchema.parse({});

/**
 * The chart feature's side of ChartAnswersAhead: each chart's unfiltered answer, asked through
 * the same getStored path as the page's call (same grants, rules, memo and result cache), so
 * the page's call joins the run in flight or reads the stored answer. A failure is dropped: the
 * page's own call meets it again and reports it. One open per caller at a time, so reopening
 * a dashboard in a loop starts nothing more; it takes none of the caller's share of HTTP data
 * calls (http/caller-shares.ts), so the page's own calls are not refused for it.
 */
export function answersAhead(data: Pick<ChartData, 'getStored'>): {
  start: ChartAnswersAhead;
  /** Resolves when every open started so far has finished (tests). */
  settled(): Promise<void>;
  /** Stops every open and resolves once they have let go (the app closing). */
  stop(): Promise<void>;
} {
  const running = new Map<string, { open: Promise<void>; controller: AbortController }>();
  const settled = async () => {
    await Promise.all([...running.values()].map(({ open }) => open));
  };
  const answerAll = async (
    principal: Principal,
    signal: AbortSignal,
    chartIds: readonly string[],
    language: Language,
  ) => {
    const queue = chartIds.slice(0, ANSWERS_AHEAD_MAX_CHARTS);
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined && !signal.aborted; id = queue.shift())
        await data
          .getStored(principal, id, UNFILTERED, { language, signal })
          .catch(() => undefined);
    };
    await Promise.all(Array.from({ length: ANSWERS_AHEAD_CONCURRENCY }, worker));
  };
  const start: ChartAnswersAhead = (principal, caller, chartIds, language) => {
    if (chartIds.length === 0 || running.has(caller)) return;
    if (running.size >= ANSWERS_AHEAD_MAX_OPENS) return;
    const controller = new AbortController();
    const done = abortAtShutdown(controller);
    const budget = setTimeout(() => controller.abort(), CHART_CALL_BUDGET_MS);
    const signal = tagCaller(controller.signal, caller);
    const open = answerAll(principal, signal, chartIds, language).finally(() => {
      clearTimeout(budget);
      done();
      running.delete(caller);
    });
    running.set(caller, { open, controller });
  };
  return {
    start,
    settled,
    stop: () => {
      for (const { controller } of running.values()) controller.abort();
      return settled();
    },
  };
}
