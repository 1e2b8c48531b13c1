import http from 'node:http';

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
      requestTimeout: SERVER_TIMEOUTS.requestMs,
      keepAliveTimeout: SERVER_TIMEOUTS.keepAliveMs,
      connectionsCheckingInterval: SERVER_TIMEOUTS.checkEveryMs,
    },
    handler,
  );
  server.setTimeout(SERVER_TIMEOUTS.idleMs);
  return server;
}
