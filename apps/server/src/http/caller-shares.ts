import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { callerOfRequest } from './request-signal.js';

/**
 * Data calls one caller may have in progress at once: a dashboard asks for four charts at a
 * time, its filter widgets for their values, an editor for a preview.
 */
export const DATA_CALLS_PER_CALLER = 8;

const tooMany = () => new AppError(429, 'RATE_LIMITED', undefined, {}, { 'Retry-After': '1' });

/**
 * Each caller's share of the server's one thread (SECURITY E3). A data call costs the thread
 * milliseconds before any database sees it — its body parsed, ten thousand filter values
 * checked, SQL compiled and bound, a cache key hashed — so a member's thousand refreshes would
 * hold everyone's sign-ins and charts however fairly the data sources' gates share their slots
 * afterwards. Routes marked `dataCall` count their caller's calls in progress; past the share a
 * call is refused (429) when its headers arrive, before its body is read.
 */
export function registerCallerShares(
  app: FastifyInstance,
  perCaller: number = DATA_CALLS_PER_CALLER,
): void {
  const inProgress = new Map<string, number>();
  const release = new WeakMap<FastifyRequest, () => void>();
  const leave = async (request: FastifyRequest) => release.get(request)?.();
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404 || !request.routeOptions.config.dataCall) return;
    const caller = callerOfRequest(request);
    const running = inProgress.get(caller) ?? 0;
    if (running >= perCaller) throw tooMany();
    inProgress.set(caller, running + 1);
    let counted = true;
    const out = () => {
      if (!counted) return;
      counted = false;
      const left = (inProgress.get(caller) ?? 1) - 1;
      if (left === 0) inProgress.delete(caller);
      else inProgress.set(caller, left);
    };
    release.set(request, out);
    // However the call ends: answered, or the caller gone (Fastify reports no abort after the
    // body was read, so the response's own close is watched too).
    reply.raw.once('close', out);
  });
  app.addHook('onResponse', leave);
  app.addHook('onRequestAbort', leave);
}
