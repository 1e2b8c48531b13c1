import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import './fastify-types.js';
import { registerCallerShares } from './caller-shares.js';

/** A server whose one data route waits until released, callers named by a header. */
async function serverWithHeldCalls(perCaller: number) {
  const app = Fastify();
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    const user = Number(request.headers['x-user']);
    request.principal = {
      kind: 'user',
      userId: user,
      username: `u${user}`,
      orgId: 1,
      deptId: 1,
      deptSubtree: null,
      orgChain: [1],
      jti: 'j',
      roles: [],
      permissions: [],
      isAdmin: false,
      mustChangePassword: false,
    };
  });
  registerCallerShares(app, perCaller);
  let releaseAll: () => void = () => undefined;
  let held = new Promise<void>((resolve) => (releaseAll = resolve));
  let entered = 0;
  app.post('/data', { config: { dataCall: true } }, async () => {
    entered += 1;
    await held;
    return { ok: true };
  });
  app.post('/other', async () => ({ ok: true }));
  await app.ready();
  const call = (url: string, user: number) =>
    app.inject({ method: 'POST', url, headers: { 'x-user': String(user) }, payload: {} });
  return {
    app,
    call,
    /** Resolves once `count` calls have reached the handler in all. */
    async entered(count: number) {
      while (entered < count) await new Promise((resolve) => setImmediate(resolve));
    },
    release() {
      releaseAll();
      held = new Promise<void>((resolve) => (releaseAll = resolve));
    },
  };
}

describe("each caller's share of data calls (SECURITY E3)", () => {
  it('refuses a caller past its share at once, while another caller and other routes go on', async () => {
    const server = await serverWithHeldCalls(3);
    const mine = [server.call('/data', 1), server.call('/data', 1), server.call('/data', 1)];
    await server.entered(3);
    const refused = await server.call('/data', 1);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect((await server.call('/other', 1)).statusCode).toBe(200);
    const theirs = server.call('/data', 2);
    await server.entered(4);
    server.release();
    expect((await theirs).statusCode).toBe(200);
    for (const reply of await Promise.all(mine)) expect(reply.statusCode).toBe(200);
    // The share is given back when the calls end.
    const again = server.call('/data', 1);
    await server.entered(5);
    server.release();
    expect((await again).statusCode).toBe(200);
    await server.app.close();
  });
});
