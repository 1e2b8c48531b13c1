// Issue 6 part 8: TESSERA_TRUST_PROXY (off by default). Behind a reverse proxy the lockout
// counts the client address the proxy forwards; without it, a forged X-Forwarded-For changes
// nothing. And the configuration of both address-related settings (A10 allowed hosts).
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { ipKey, storedCounterName } from '../../src/auth/secret-throttle.js';
import { throttleCounterKey } from '../../src/keys/sub-keys.js';
import { absoluteTargetHost, hostName } from '../../src/http/allowed-hosts.js';
import { createTestContext, type TestContext } from '../helpers.js';
import { expectLocalisedError, messageFor } from './support.js';

const guess = (ctx: TestContext, username: string, forwardedFor: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { username, password: 'Wrong#Guess2026' },
  });

describe('trusted proxies', () => {
  let ctx: TestContext | undefined;
  afterEach(async () => ctx?.close());

  it('ignores X-Forwarded-For by default: a forged address does not escape an address lock', async () => {
    ctx = await createTestContext();
    // Five failures over five accounts lock the one real address.
    for (let i = 0; i < 5; i += 1) await guess(ctx, `user${i}`, `10.0.0.${i}`);
    const response = await guess(ctx, 'fresh-user', '10.9.9.9');
    expectLocalisedError(response, 429, 'AUTH_LOCKED', 'zh-CN', { minutes: 15 });
    const keys = (await ctx.services.db.selectFrom('login_failures').select('key').execute()).map(
      (r) => r.key,
    );
    // Counters are stored under a keyed hash of their names (A11).
    const stored = (name: string) =>
      storedCounterName(throttleCounterKey((ctx as TestContext).services.keys), name);
    expect(keys).toContain(stored('ip:127.0.0.1'));
    for (let i = 0; i < 5; i += 1) expect(keys).not.toContain(stored(`ip:10.0.0.${i}`));
  });

  it('counts the forwarded client address when the proxy is trusted', async () => {
    ctx = await createTestContext({ TESSERA_TRUST_PROXY: '127.0.0.1' });
    for (let i = 0; i < 5; i += 1) await guess(ctx, `user${i}`, '10.0.0.1');
    expect((await guess(ctx, 'fresh-user', '10.0.0.1')).statusCode).toBe(429);
    // Another client behind the same proxy is not locked out by the first one's guesses.
    expect((await guess(ctx, 'fresh-user2', '10.0.0.2')).statusCode).toBe(401);
  });

  it('keys an IPv6 client by its /64 and a mapped IPv4 client by its IPv4 address', () => {
    expect(ipKey('2001:db8:1:2:aaaa::1')).toBe(ipKey('2001:db8:1:2:bbbb:cccc:dddd:2'));
    expect(ipKey('2001:db8:1:2::1')).not.toBe(ipKey('2001:db8:1:3::1'));
    expect(ipKey('::ffff:10.1.2.3')).toBe('ip:10.1.2.3');
    expect(ipKey('127.0.0.1')).toBe('ip:127.0.0.1');
  });

  it('reads TESSERA_TRUST_PROXY as off or a list of proxies, and refuses the rest', () => {
    const read = (value: string) => loadConfig({ TESSERA_TRUST_PROXY: value }).trustProxy;
    expect(read('')).toBe(false);
    expect(read('false')).toBe(false);
    expect(read('127.0.0.1, 10.0.0.0/8,fd00::/8')).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
    // "Every hop" or a hop count cannot tell the proxy from a forging client; names are not
    // addresses.
    for (const bad of ['true', '2', 'proxy.local', '10.0.0.0/99'])
      expect(() => read(bad), bad).toThrow(/Invalid configuration/);
  });
});

describe('allowed host names (A10)', () => {
  it('reads the host of an absolute-form request target, and none from other forms', () => {
    expect(absoluteTargetHost('http://127.0.0.1:8100/api/auth/login')).toBe('127.0.0.1');
    expect(absoluteTargetHost('HTTPS://Evil.Example./x?y')).toBe('evil.example');
    expect(absoluteTargetHost('http://[::1]:8100/')).toBe('::1');
    expect(absoluteTargetHost('ftp://evil.example')).toBe('evil.example');
    // User information makes one host look like another: no host is read from it.
    expect(absoluteTargetHost('http://127.0.0.1@evil.example/')).toBeNull();
    expect(absoluteTargetHost('http://evil.example@127.0.0.1/')).toBeNull();
    expect(absoluteTargetHost('http://[::1/')).toBeNull();
    for (const other of ['/api/auth/login', '//evil.example/x', '*', '/x?next=http://evil/'])
      expect(absoluteTargetHost(other), other).toBeUndefined();
  });

  it('A10: refuses an absolute-form target naming another host, and serves one naming its own', async () => {
    const ctx = await createTestContext();
    try {
      await ctx.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = ctx.app.server.address() as AddressInfo;
      const raw = (target: string, body = '') =>
        new Promise<string>((resolve, reject) => {
          const socket = net.connect(port, '127.0.0.1', () =>
            socket.end(
              `${body ? 'POST' : 'GET'} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
                `Connection: close\r\nAccept-Language: zh-TW\r\n` +
                (body
                  ? `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`
                  : '') +
                `\r\n${body}`,
            ),
          );
          let answer = '';
          socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
          socket.on('end', () => resolve(answer));
          socket.on('error', reject);
        });
      const guess = JSON.stringify({ username: 'admin', password: 'Wrong#Guess2026' });
      for (const target of [
        'http://evil.example/api/auth/login',
        `HTTP://EVIL.EXAMPLE:${port}/api/auth/login`,
        `http://127.0.0.1:${port}@evil.example/api/auth/login`,
      ]) {
        const answer = await raw(target, guess);
        expect(answer.split('\r\n')[0], target).toBe('HTTP/1.1 421 Misdirected Request');
        const envelope = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as {
          code: string;
          message: string;
        };
        expect(envelope.code).toBe('HOST_NOT_ALLOWED');
        expect(envelope.message).toBe(messageFor('HOST_NOT_ALLOWED', 'zh-TW'));
      }
      // Nothing was counted against the account or the address.
      expect(await ctx.services.db.selectFrom('login_failures').selectAll().execute()).toEqual([]);
      const own = await raw(`http://127.0.0.1:${port}/system/ui/info`);
      expect(own.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    } finally {
      await ctx.close();
    }
  });

  it('reads the name of a Host header, and nothing from a malformed one', () => {
    expect(hostName('LocalHost:8100')).toBe('localhost');
    expect(hostName('bi.example.com.')).toBe('bi.example.com');
    expect(hostName('[::1]:8100')).toBe('::1');
    expect(hostName('[::1]')).toBe('::1');
    for (const bad of ['[localhostx', '[::1]evil', '[::1]:80:80', 'a:b:c', '', undefined])
      expect(hostName(bad), String(bad)).toBeNull();
  });

  const read = (env: Record<string, string>) => loadConfig(env).allowedHosts;

  it('answers only the loopback names when bound to loopback, by default', () => {
    expect(read({})).toEqual(['localhost', '127.0.0.1', '::1']);
    // Its own loopback address too, when that is not 127.0.0.1.
    expect(read({ TESSERA_HOST: '127.0.0.2' })).toEqual([
      'localhost',
      '127.0.0.1',
      '::1',
      '127.0.0.2',
    ]);
  });

  it('answers any name when bound elsewhere unless names are given, and takes "*" for any', () => {
    expect(read({ TESSERA_HOST: '0.0.0.0' })).toBeNull();
    expect(
      read({ TESSERA_HOST: '0.0.0.0', TESSERA_ALLOWED_HOSTS: 'BI.Example.com, [::1]' }),
    ).toEqual(['bi.example.com', '::1']);
    expect(read({ TESSERA_ALLOWED_HOSTS: '*' })).toBeNull();
  });
});
