import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { handleClientError } from './error-handler.js';

/**
 * Time budgets of the HTTP server (SECURITY E5). Node checks them every
 * `connectionsCheckingInterval`, 30 s by default, which would let a slow client hold a
 * connection far longer than the budget: here they are checked every second.
 */
export const SERVER_TIMEOUTS = {
  /** The request line and headers must arrive within this. */
  headersMs: 10_000,
  /** The whole request (headers and body) must arrive within this; uploads get their own. */
  requestMs: 10_000,
  /**
   * An upload route's request (a file of up to 200 MB over a slow link) must arrive within
   * this. It is Node's own request budget; every other route is held to `requestMs` by
   * registerBodyDeadline.
   */
  uploadMs: 15 * 60_000,
  /** An idle kept-alive connection is closed after this. */
  keepAliveMs: 5_000,
  /**
   * A connection with no traffic either way for this long is closed. It must outlast the
   * longest legitimate call (queue wait + statement timeout, DESIGN §6: inner < outer), or a
   * slow chart would lose its answer; a silent client is cut much earlier by `headersMs`.
   */
  idleMs: 120_000,
  checkEveryMs: 1_000,
} as const;

/** Fastify's `serverFactory`: a plain HTTP server with the budgets above. */
export function createTimedServer(handler: http.RequestListener): http.Server {
  const server = http.createServer(
    {
      headersTimeout: SERVER_TIMEOUTS.headersMs,
      requestTimeout: SERVER_TIMEOUTS.uploadMs,
      keepAliveTimeout: SERVER_TIMEOUTS.keepAliveMs,
      connectionsCheckingInterval: SERVER_TIMEOUTS.checkEveryMs,
    },
    handler,
  );
  server.setTimeout(SERVER_TIMEOUTS.idleMs);
  return server;
}

/**
 * Holds every route but the upload routes (`config.upload`) to the short request budget: a body
 * still arriving `requestMs` after the headers is answered 408 (the envelope Node's own request
 * timeout gets, see handleClientError) and its connection closed.
 */
export function registerBodyDeadline(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    if (raw.complete || request.routeOptions.config.upload) {
      done();
      return;
    }
    const timer = setTimeout(() => {
      // An answered request has nothing left to wait for (an injected one never ends its body).
      if (raw.complete || reply.raw.writableEnded) return;
      const error: NodeJS.ErrnoException = new Error('request body too slow');
      error.code = 'ERR_HTTP_REQUEST_TIMEOUT';
      handleClientError(error, raw.socket);
    }, SERVER_TIMEOUTS.requestMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    // The answer ends the wait too: a request answered before its body ended (a refusal, or
    // app.inject's requests, whose body stream never ends) leaves no timer behind.
    reply.raw.once('finish', clear);
    reply.raw.once('close', clear);
    done();
  });
}
