// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuthStatus, Language } from '@tessera/contracts';
import { CanceledError } from 'axios';
import { createHttp, LONG_CALL, type Http } from './http';
import type { ClientPorts } from './ports';
import { installHttp } from './client';
import * as authApi from './auth';
import * as userApi from './user';
import * as menuApi from './menu';
import * as systemApi from './system';
import * as panelApi from './panel';

/** A real tiny server: each test registers what a path answers. */
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const handlers = new Map<string, Handler>();
const seen: { url: string; headers: IncomingMessage['headers'] }[] = [];
let server: Server;
let baseURL: string;

const envelope = (data: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ success: true, code: 'OK', message: '', data, ...extra });

function reply(status: number, body: string, headers: Record<string, string> = {}): Handler {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(body);
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const handler =
      handlers.get(req.url ?? '') ??
      reply(404, envelope(null, { success: false, message: 'Not found' }));
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Recorder extends ClientPorts {
  token: string | undefined;
  linkToken: string | null;
  language: Language;
  errors: { message: string; seconds: number }[];
  modals: AuthStatus[];
  confirm: () => void;
  loggedOut: number;
  reloaded: number;
  passwordChanges: number;
}

function recorder(): Recorder {
  let release: () => void = () => undefined;
  const rec: Recorder = {
    token: 'tok-1',
    linkToken: null,
    language: 'en',
    errors: [],
    modals: [],
    confirm: () => release(),
    loggedOut: 0,
    reloaded: 0,
    passwordChanges: 0,
    getToken: () => rec.token,
    setToken: (token) => (rec.token = token),
    getLinkToken: () => rec.linkToken,
    setLinkToken: (token) => (rec.linkToken = token),
    getLanguage: () => rec.language,
    showError: (message, seconds) => rec.errors.push({ message, seconds }),
    confirmReLogin: (status) => {
      rec.modals.push(status);
      return new Promise<void>((resolve) => (release = resolve));
    },
    logout: () => {
      rec.loggedOut += 1;
      rec.token = undefined;
    },
    reload: () => (rec.reloaded += 1),
    passwordChangeRequired: () => (rec.passwordChanges += 1),
    text: (key) =>
      key === 'error.verifyFailed'
        ? 'Verification failed, please Login again.'
        : 'Connection failed',
  };
  return rec;
}

let ports: Recorder;
let client: Http;
beforeEach(() => {
  handlers.clear();
  seen.length = 0;
  ports = recorder();
  client = createHttp(ports, baseURL);
  installHttp(client);
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('HTTP client', () => {
  it('resolves with the envelope data', async () => {
    handlers.set('/api/user/personInfo', reply(200, envelope({ userId: 1, nickName: 'Ada' })));
    await expect(userApi.personInfo()).resolves.toEqual({ userId: 1, nickName: 'Ada' });
  });

  it('sends the raw token, the link token and the language', async () => {
    ports.linkToken = 'link-abc';
    ports.language = 'zh-TW';
    handlers.set('/api/dynamicMenu/menus', reply(200, envelope([])));
    await menuApi.menus();
    expect(seen[0]?.headers.authorization).toBe('tok-1');
    expect(seen[0]?.headers['link-pwd-token']).toBe('link-abc');
    expect(seen[0]?.headers['accept-language']).toBe('zh-TW');
  });

  it('sends no token header when signed out', async () => {
    ports.token = undefined;
    handlers.set('/api/auth/login', reply(200, envelope({ token: 'new' })));
    await expect(authApi.login({ username: 'admin', password: 'x'.repeat(8) })).resolves.toEqual({
      token: 'new',
    });
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(seen[0]?.headers['link-pwd-token']).toBeUndefined();
  });

  it('swaps the stored token when the server sends a refreshed one', async () => {
    handlers.set(
      '/api/auth/userInfo',
      reply(200, envelope({ userId: 1 }), { RefreshAuthorization: 'tok-2' }),
    );
    await authApi.userInfo('empty');
    expect(ports.token).toBe('tok-2');
  });

  it('ignores a refreshed token on logout', async () => {
    handlers.set('/api/auth/logout', reply(200, envelope(null), { RefreshAuthorization: 'tok-2' }));
    await authApi.logout();
    expect(ports.token).toBe('tok-1');
  });

  it('stores a link token the server sends', async () => {
    handlers.set('/system/ui/info', reply(200, envelope([]), { 'LINK-PWD-TOKEN': 'link-new' }));
    await systemApi.uiInfo();
    expect(ports.linkToken).toBe('link-new');
  });

  it('rejects an empty userInfo with the verification message', async () => {
    handlers.set('/api/auth/userInfo', reply(200, envelope(null)));
    await expect(authApi.userInfo(ports.text('error.verifyFailed'))).rejects.toThrow(
      'Verification failed, please Login again.',
    );
  });

  it('raises the re-login modal once for parallel expired calls, then logs out and reloads', async () => {
    const expired = reply(401, envelope(null, { success: false, message: 'Expired' }), {
      'authentication-status': 'login_expire',
    });
    handlers.set('/api/user/personInfo', expired);
    handlers.set('/api/dynamicMenu/menus', expired);
    const results = await Promise.allSettled([
      userApi.personInfo(),
      menuApi.menus(),
      userApi.personInfo(),
    ]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(ports.modals).toEqual(['login_expire']);
    expect(ports.errors).toEqual([]);
    expect(ports.loggedOut).toBe(0);
    ports.confirm();
    await flush();
    expect(ports.loggedOut).toBe(1);
    expect(ports.reloaded).toBe(1);
    expect(ports.token).toBeUndefined();
  });

  it('passes the invalid status to the modal', async () => {
    handlers.set(
      '/api/user/personInfo',
      reply(401, envelope(null), { 'authentication-status': 'invalid' }),
    );
    await expect(userApi.personInfo()).rejects.toThrow();
    expect(ports.modals).toEqual(['invalid']);
  });

  it('toasts the response message for 10 seconds on an HTTP error', async () => {
    handlers.set(
      '/api/user/updatePersonInfo',
      reply(400, envelope(null, { success: false, message: 'Bad phone' })),
    );
    await expect(userApi.updatePersonInfo({ nickName: 'x' })).rejects.toThrow();
    expect(ports.errors).toEqual([{ message: 'Bad phone', seconds: 10 }]);
  });

  it('asks for a password change when a call is refused until one, and for nothing else', async () => {
    const refusal = (code: string) =>
      reply(403, envelope(null, { success: false, code, message: 'Set a new password first' }));
    handlers.set('/api/a', refusal('PASSWORD_CHANGE_REQUIRED'));
    handlers.set('/api/b', refusal('FORBIDDEN'));
    await expect(client.post('/api/b')).rejects.toThrow();
    expect(ports.passwordChanges).toBe(0);
    await expect(client.post('/api/a')).rejects.toThrow();
    expect(ports.passwordChanges).toBe(1);
  });

  it('falls back to the data, then to the client message', async () => {
    handlers.set(
      '/a',
      reply(500, JSON.stringify({ success: false, code: 'X', message: '', data: 'Data text' })),
    );
    handlers.set('/b', reply(502, 'not json', { 'content-type': 'text/plain' }));
    await expect(client.get('/a')).rejects.toThrow();
    await expect(client.get('/b')).rejects.toThrow();
    expect(ports.errors.map((e) => e.message)).toEqual([
      'Data text',
      'Request failed with status code 502',
    ]);
  });

  it('hides the toast when the request asks for it', async () => {
    handlers.set(
      '/anonymous/license/validate',
      reply(500, envelope(null, { success: false, message: 'Boom' })),
    );
    await expect(systemApi.validateLicence()).rejects.toThrow();
    await expect(client.get('/anonymous/license/validate', { hideMsg: true })).rejects.toThrow();
    expect(ports.errors).toEqual([]);
  });

  it('uses 10 s for the calls of this release and 30 s for long calls', async () => {
    const timeouts = new Map<string, number | undefined>();
    client.instance.interceptors.request.use((config) => {
      timeouts.set(config.url ?? '', config.timeout);
      return config;
    });
    for (const path of [
      '/api/auth/login',
      '/api/auth/userInfo',
      '/api/user/personInfo',
      '/api/dynamicMenu/menus',
      '/system/ui/info',
      '/about/build/version',
      '/long',
    ]) {
      handlers.set(path, reply(200, envelope({ userId: 1 })));
    }
    await authApi.login({ username: 'a', password: 'b'.repeat(8) });
    await authApi.userInfo('x');
    await userApi.personInfo();
    await menuApi.menus();
    await systemApi.uiInfo();
    await systemApi.buildVersion();
    await client.post('/long', {}, LONG_CALL);
    expect(Object.fromEntries(timeouts)).toEqual({
      '/api/auth/login': 10_000,
      '/api/auth/userInfo': 10_000,
      '/api/user/personInfo': 10_000,
      '/api/dynamicMenu/menus': 10_000,
      '/system/ui/info': 10_000,
      '/about/build/version': 10_000,
      '/long': 30_000,
    });
  });

  it('gives up after the timeout with a toast', async () => {
    handlers.set('/slow', () => undefined);
    await expect(client.get('/slow', { timeout: 50 })).rejects.toThrow(/timeout/);
    expect(ports.errors).toHaveLength(1);
  });

  it('posts the chosen language in the path', async () => {
    handlers.set('/api/user/setLanguage/zh-TW', reply(200, envelope(null)));
    await expect(userApi.setLanguage('zh-TW')).resolves.toBeNull();
  });
});

describe('HTTP client, cancelled calls', () => {
  it('rejects a cancelled call without a toast', async () => {
    handlers.set('/slow', () => undefined);
    const controller = new AbortController();
    const call = client.get('/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    await expect(call).rejects.toBeInstanceOf(CanceledError);
    expect(ports.errors).toEqual([]);
  });
});

describe('HTTP client, answers started before the app (boot/prefetch.ts)', () => {
  const early = (body: string, status = 200, headers: Record<string, string> = {}) =>
    Promise.resolve(
      new Response(body, { status, headers: { 'content-type': 'application/json', ...headers } }),
    );

  it('takes the early answer through the interceptors, once, then asks the network', async () => {
    const items = [{ paramKey: 'ui.title', paramValue: 'Acme BI', type: 'text' }];
    globalThis.__tesseraPrefetch = {
      '/system/ui/info': early(envelope(items), 200, { 'LINK-PWD-TOKEN': 'link-early' }),
    };
    await expect(systemApi.uiInfo()).resolves.toEqual(items);
    expect(seen).toEqual([]);
    expect(ports.linkToken).toBe('link-early');

    handlers.set('/system/ui/info', reply(200, envelope([])));
    await expect(systemApi.uiInfo()).resolves.toEqual([]);
    expect(seen.map((request) => request.url)).toEqual(['/system/ui/info']);
  });

  it('shows an early error answer like any other, and hides it for the licence', async () => {
    const failure = envelope(null, { success: false, message: 'Boom' });
    globalThis.__tesseraPrefetch = {
      '/system/ui/info': early(failure, 500),
      '/anonymous/license/validate': early(failure, 500),
    };
    await expect(systemApi.uiInfo()).rejects.toThrow('Request failed with status code 500');
    await expect(systemApi.validateLicence()).rejects.toThrow();
    expect(ports.errors).toEqual([{ message: 'Boom', seconds: 10 }]);
    expect(seen).toEqual([]);
  });

  it("takes the signed-in first screen's early answers: session and previewed document", async () => {
    const user = { userId: 1, nickName: 'Ada' };
    const panel = { id: 'p1', name: 'Sales' };
    globalThis.__tesseraPrefetch = {
      '/api/auth/userInfo': early(envelope(user)),
      '/api/dynamicMenu/menus': early(envelope([])),
      '/panel/group/findOne/p1': early(envelope(panel)),
    };
    await expect(authApi.userInfo('empty')).resolves.toEqual(user);
    await expect(menuApi.menus()).resolves.toEqual([]);
    await expect(panelApi.findPanel('p1')).resolves.toEqual(panel);
    expect(seen).toEqual([]);
  });

  it('never answers a call that sends a body with an early answer', async () => {
    globalThis.__tesseraPrefetch = { '/api/dynamicMenu/menus': early(envelope(['early'])) };
    handlers.set('/api/dynamicMenu/menus', reply(200, envelope(['network'])));
    const call = client.post('/api/dynamicMenu/menus', { asked: 'else' });
    await expect(call).resolves.toEqual(['network']);
    expect(seen.map((request) => request.url)).toEqual(['/api/dynamicMenu/menus']);
  });

  it('asks the network when the early request never reached the server', async () => {
    globalThis.__tesseraPrefetch = {
      '/anonymous/license/validate': Promise.reject(new TypeError('fetch failed')),
    };
    const licence = { status: 'no_record', message: '', edition: null, expireTime: null };
    handlers.set('/anonymous/license/validate', reply(200, envelope(licence)));
    await expect(systemApi.validateLicence()).resolves.toEqual(licence);
    expect(seen.map((request) => request.url)).toEqual(['/anonymous/license/validate']);
  });
});
