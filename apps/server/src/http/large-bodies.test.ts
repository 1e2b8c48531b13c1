// Turns for large bodies (SECURITY E4, E5): a handler working on a large body holds one of the
// gate's turns until it answers, the next large bodies wait in order, one past the queue is
// told 503 SERVER_BUSY at once, and small bodies never wait behind them.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { registerJsonBodies } from './json-body.js';
import { LARGE_BODY_CHARS, LargeBodies } from './large-bodies.js';

/** A server whose /work route holds its turn until the test lets `release` go. */
async function server(bodies: LargeBodies) {
  const app: FastifyInstance = Fastify({ bodyLimit: 4 * 1024 * 1024 });
  const gates: (() => void)[] = [];
  app.setErrorHandler((error, _request, reply) => {
    const status = error instanceof AppError ? error.status : 500;
    const code = error instanceof AppError ? error.code : 'OTHER';
    return reply.status(status).send({ code });
  });
  registerJsonBodies(app, bodies);
  app.post('/work', async (request, reply) => {
    await bodies.turn(request, reply);
    await new Promise<void>((resolve) => gates.push(resolve));
    return { size: JSON.stringify(request.body).length };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const post = (body: unknown) =>
    fetch(`http://127.0.0.1:${port}/work`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return { app, gates, post };
}

const large = { text: 'x'.repeat(LARGE_BODY_CHARS) };
const small = { text: 'small' };

/** Waits until `check` holds, looking after each turn of the loop. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setImmediate(resolve));
}

describe('large bodies take turns', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('lets one large body work at a time here, queues the next, and refuses one past the queue', async () => {
    const bodies = new LargeBodies({ maxActive: 1, maxQueue: 1, maxWaitMs: 60_000 });
    const test = await server(bodies);
    app = test.app;

    const first = test.post(large);
    await until(() => test.gates.length === 1);
    const second = test.post(large);
    await until(() => bodies.stats.queued === 1);
    const third = await test.post(large);
    expect(third.status).toBe(503);
    expect(await third.json()).toEqual({ code: 'SERVER_BUSY' });

    // A small body is parsed and handled while the large ones hold and wait for the gate.
    const quick = test.post(small);
    await until(() => test.gates.length === 2);
    test.gates[1]?.();
    expect((await quick).status).toBe(200);
    expect(bodies.stats).toEqual({ active: 1, queued: 1 });

    // The first answers; only then does the second get its turn (its parse, then its handler).
    test.gates[0]?.();
    expect((await first).status).toBe(200);
    await until(() => test.gates.length === 3);
    test.gates[2]?.();
    expect((await second).status).toBe(200);
    await until(() => bodies.stats.active === 0);
    expect(bodies.stats).toEqual({ active: 0, queued: 0 });
  });

  it('gives the turn back when the caller hangs up before the answer', async () => {
    const bodies = new LargeBodies({ maxActive: 1, maxQueue: 0, maxWaitMs: 60_000 });
    const test = await server(bodies);
    app = test.app;
    const controller = new AbortController();
    const gone = fetch(`${test.app.listeningOrigin}/work`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(large),
      signal: controller.signal,
    }).catch(() => 'aborted');
    await until(() => test.gates.length === 1);
    expect(bodies.stats.active).toBe(1);
    controller.abort();
    expect(await gone).toBe('aborted');
    await until(() => bodies.stats.active === 0);
    // The next large body is served, not refused as if the gate were still full.
    const next = test.post(large);
    await until(() => test.gates.length === 2);
    test.gates[1]?.();
    expect((await next).status).toBe(200);
    test.gates[0]?.();
  });
});
