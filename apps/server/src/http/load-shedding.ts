import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

export interface LoadLimits {
  /** Event-loop lag (ms) above which anonymous requests are shed. */
  anonymousMaxLagMs: number;
  /** Event-loop lag (ms) above which every request is shed. */
  maxLagMs: number;
  /** Public requests in progress at once; more are answered 503 at once. */
  anonymousMaxInFlight: number;
}

export const DEFAULT_LOAD_LIMITS: LoadLimits = {
  anonymousMaxLagMs: 250,
  maxLagMs: 3_000,
  anonymousMaxInFlight: 64,
};

/** How often the lag is sampled. */
const SAMPLE_MS = 50;

const busy = () => new AppError(503, 'SERVER_BUSY', undefined, {}, { 'Retry-After': '5' });

const isPublic = (request: FastifyRequest) =>
  request.is404 || request.routeOptions.config.access?.kind === 'public';

/**
 * The event loop's lag: the median of how late the last three sample timers fired. A stalled
 * loop shows at the first tick after the stall, which is exactly when the requests that piled
 * up during it are being taken in; the median keeps one lone pause (a garbage collection, a
 * cold module load) from turning away the requests of a page being opened, while a loop that
 * stays behind is seen within two samples.
 */
function watchLag(): { lagMs: () => number; stop: () => void } {
  const recent = [0, 0, 0];
  let next = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    recent[next] = Math.max(0, now - last - SAMPLE_MS);
    next = (next + 1) % recent.length;
    last = now;
  }, SAMPLE_MS);
  timer.unref();
  const median = () => [...recent].sort((a, b) => a - b)[1] ?? 0;
  return { lagMs: median, stop: () => clearInterval(timer) };
}

/**
 * Under load the server sheds work with 503 rather than stalling everyone (SECURITY E3, E5),
 * and anonymous work goes first: past a moderate event-loop lag, or with too many public
 * requests already in progress, public requests are refused; signed-in users keep a usable
 * product until the lag is severe.
 */
export function registerLoadShedding(app: FastifyInstance, limits: LoadLimits): void {
  const lag = watchLag();
  app.addHook('onClose', async () => lag.stop());
  // Counted from the request's arrival until it is over, whichever way: answered (onResponse),
  // or the caller hanging up. After the body was read Fastify reports no abort for a hang-up,
  // so the response's own close event is watched too; each request is counted out once.
  let inFlight = 0;
  const release = new WeakMap<FastifyRequest, () => void>();
  const leave = async (request: FastifyRequest) => release.get(request)?.();
  app.addHook('onRequest', async (request, reply) => {
    // The app's own files are not shed for lag: a file costs a stream, and a module chunk
    // refused with 503 leaves the page blank for good (the browser does not ask again) — seen
    // when ten servers started at once on two cores. The in-flight bound still holds them.
    const lagMs = request.routeOptions.config.builtFile ? 0 : lag.lagMs();
    if (lagMs > limits.maxLagMs) throw busy();
    if (!isPublic(request)) return;
    if (lagMs > limits.anonymousMaxLagMs || inFlight >= limits.anonymousMaxInFlight) throw busy();
    inFlight += 1;
    let counted = true;
    const out = () => {
      if (!counted) return;
      counted = false;
      inFlight -= 1;
    };
    release.set(request, out);
    reply.raw.once('close', out);
  });
  app.addHook('onResponse', leave);
  app.addHook('onRequestAbort', leave);
}
