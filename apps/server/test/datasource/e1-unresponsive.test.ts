// SECURITY E1: a database that accepts TCP but never answers. Test-connection gives up within
// its short deadline (~5 s) with a localised reason, calls on a stored source fail with a
// timeout, a caller who goes away frees its slot at once, and the app answers others meanwhile.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { DatasourceValidation, DatasourceView } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, type TestContext } from '../helpers.js';
import { expectLocalisedError } from '../security/support.js';
import { client, dataOf, eventually } from './support.js';

/** Accepts connections and never sends a byte. */
function silentServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

const silentSource = (type: string, port: number, options: Record<string, number> = {}) => ({
  type,
  configuration: {
    host: '127.0.0.1',
    port,
    database: 'sales',
    username: 'bi',
    password: 'pw',
    ...(Object.keys(options).length ? { options } : {}),
  },
});

describe('SECURITY E1 a database that never answers', () => {
  let ctx: TestContext;
  let api: ReturnType<typeof client>;
  let silent: Awaited<ReturnType<typeof silentServer>>;
  beforeAll(async () => {
    silent = await silentServer();
    ctx = await createTestContext();
    api = client(ctx, await login(ctx.app));
  });
  afterAll(async () => {
    await ctx?.close();
    await silent?.close();
  });

  it('E1: validate gives up within the short timeout, with a localised reason, while the app stays responsive', async () => {
    const started = Date.now();
    const pending = Promise.all(
      ['postgresql', 'mysql'].map((type) =>
        api.post('/datasource/validate', silentSource(type, silent.port), 'zh-CN'),
      ),
    );
    // Meanwhile other calls answer promptly.
    const lags: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const t = Date.now();
      dataOf(await api.get('/datasource/types'));
      dataOf(await api.post('/datasource/list'));
      lags.push(Date.now() - t);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(Math.max(...lags)).toBeLessThan(1_000);
    for (const response of await pending) {
      const validation = dataOf<DatasourceValidation>(response);
      expect(validation.ok).toBe(false);
      expect(validation.message).toBe('数据库未能及时响应');
      expect(validation.elapsedMs).toBeLessThan(7_000);
    }
    expect(Date.now() - started).toBeLessThan(8_000);
  });

  it('E1: a stored source that never answers fails getTables with a timeout, not a hang', async () => {
    const source = dataOf<DatasourceView>(
      await api.post('/datasource/add', {
        name: 'Silent',
        ...silentSource('postgresql', silent.port, { connectTimeoutMs: 500 }),
      }),
    );
    const started = Date.now();
    expectLocalisedError(
      await api.post(`/datasource/getTables/${source.id}`),
      502,
      'DATASOURCE_CONNECTION_TIMEOUT',
      'en',
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('E1: a caller who closes the request frees its slot at once', async () => {
    const source = dataOf<DatasourceView>(
      await api.post('/datasource/add', {
        name: 'Silent long',
        ...silentSource('mysql', silent.port, { connectTimeoutMs: 60_000 }),
      }),
    );
    const token = await login(ctx.app);
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/datasource/getTables/${source.id}`,
      headers: { authorization: token },
    });
    request.on('error', () => undefined);
    request.end();
    const connections = ctx.app.datasources.connections;
    await eventually(async () => connections.stats(source.id).active === 1, 5_000);
    request.destroy();
    const closedAt = Date.now();
    await eventually(async () => connections.stats(source.id).active === 0, 5_000);
    expect(Date.now() - closedAt).toBeLessThan(2_000);
  });
});
