import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type RouteEntry } from '../../src/app.js';
import { TokenService } from '../../src/auth/tokens.js';
import { createTestContext, type TestContext } from '../helpers.js';
import { expectUnauthenticated } from './support.js';

/**
 * DESIGN §5: a route is public only if it is on one explicit allow-list. This walks every
 * registered route of an app serving a web folder and asserts the public set is exactly the
 * allow-list plus the built files, and that every other route refuses an anonymous call.
 */
const API_PUBLIC = [
  'POST /api/auth/login',
  'POST /api/auth/login_token',
  'GET /system/ui/info',
  'GET /system/ui/image/:paramValue',
  'GET /anonymous/license/validate',
  // A share link's visitor holds no session (issue 23): what the link is, and its PIN.
  'POST /api/link/validate',
  'POST /api/link/validatePwd',
];
const WEB_FILES = ['index.html', 'assets/app.js', 'assets/app.css', 'favicon.ico'];

/** GET routes answer HEAD too (Fastify's exposeHeadRoutes). */
const withHead = (entries: string[]) =>
  entries.flatMap((e) => (e.startsWith('GET ') ? [e, `HEAD ${e.slice(4)}`] : [e]));

const key = (r: RouteEntry) => `${r.method} ${r.url}`;

/** A plausible value for each path parameter. */
function fillParams(url: string): string {
  return url.replace(/:(\w+)/g, (_whole, name: string) => {
    if (name === 'lang') return 'en';
    if (name === 'paramValue') return 'abcdefgh1234';
    if (/id$/i.test(name)) return '1';
    return 'x';
  });
}

describe('route walk', () => {
  let ctx: TestContext;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-walk-web-'));
    for (const file of WEB_FILES) {
      fs.mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
      fs.writeFileSync(
        path.join(webRoot, file),
        file.endsWith('.html') ? '<!doctype html><title>T</title>' : `/* ${file} */`,
      );
    }
    ctx = await createTestContext({}, { webDir: webRoot });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('finds the id of every object route where the route really carries it', () => {
    for (const route of ctx.app.routeTable) {
      if (route.access.kind === 'object') {
        expect(route.access.permission, key(route)).toMatch(/^[a-z]+:[a-z]+$/);
        const id = route.access.id;
        // A params id names a real parameter of the route's path.
        if ('params' in id) expect(route.url, key(route)).toContain(`:${id.params}`);
      }
    }
  });

  it('refuses to register a route that declares no access', async () => {
    const app = await buildApp(ctx.config, ctx.services, { logger: false });
    try {
      expect(() => app.post('/api/undeclared', async () => 'open')).toThrow(/declares no access/);
      // The refused route is not served either.
      await app.ready();
      expect(app.hasRoute({ method: 'POST', url: '/api/undeclared' })).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('has a route table of a plausible size with no duplicates', () => {
    const table = ctx.app.routeTable;
    expect(table.length).toBeGreaterThanOrEqual(10);
    expect(new Set(table.map(key)).size).toBe(table.length);
  });

  it('lists only routes the router really has', () => {
    for (const route of ctx.app.routeTable) {
      expect(
        ctx.app.hasRoute({ method: route.method as HTTPMethods, url: route.url }),
        key(route),
      ).toBe(true);
    }
  });

  it('marks exactly the allow-list and the built web files as public', () => {
    const expected = new Set([
      ...withHead(API_PUBLIC),
      ...withHead(['GET /', ...WEB_FILES.map((f) => `GET /${f}`)]),
    ]);
    const actual = new Set(ctx.app.routeTable.filter((r) => r.public).map(key));
    expect([...actual].sort()).toEqual([...expected].sort());
  });

  it('serves every public web file to an anonymous caller, consistent with the table', async () => {
    for (const url of ['/', ...WEB_FILES.map((f) => `/${f}`)]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('refuses an anonymous call to every other route with 401 and authentication-status invalid', async () => {
    const privateRoutes = ctx.app.routeTable.filter((r) => !r.public);
    expect(privateRoutes.length).toBeGreaterThanOrEqual(8);
    for (const route of privateRoutes) {
      const url = fillParams(route.url);
      for (const language of ['en', 'zh-CN'] as const) {
        const response = await ctx.app.inject({
          method: route.method as HTTPMethods,
          url,
          headers: { 'accept-language': language },
        });
        expect(response.statusCode, `${route.method} ${url}`).toBe(401);
        expect(response.headers['authentication-status'], `${route.method} ${url}`).toBe('invalid');
        // HEAD replies carry no body; the envelope is checked on the others.
        if (route.method !== 'HEAD')
          expectUnauthenticated(response, 'invalid', 'AUTH_REQUIRED', language);
      }
    }
  });

  it('refuses a garbage token on every other route with 401 AUTH_TOKEN_INVALID', async () => {
    for (const route of ctx.app.routeTable.filter((r) => !r.public && r.method !== 'HEAD')) {
      const url = fillParams(route.url);
      const response = await ctx.app.inject({
        method: route.method as HTTPMethods,
        url,
        headers: { authorization: 'Bearer not.a.token', 'accept-language': 'zh-TW' },
      });
      expectUnauthenticated(response, 'invalid', 'AUTH_TOKEN_INVALID', 'zh-TW');
    }
  });

  it('lets a signed-in caller past the guard on every other route (the walk is not vacuous)', async () => {
    const tokens = new TokenService(ctx.services.db, ctx.services.keys.jwtKey);
    const admin = await ctx.services.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    for (const route of ctx.app.routeTable.filter((r) => !r.public)) {
      // A fresh session per route: logout on the way must not end the walk.
      const token = await tokens.issue(admin.id);
      const url = fillParams(route.url);
      const response = await ctx.app.inject({
        method: route.method as HTTPMethods,
        url,
        headers: { authorization: token, 'content-type': 'application/json' },
        ...(route.method === 'POST' ? { payload: '{}' } : {}),
      });
      expect(response.statusCode, `${route.method} ${url}: ${response.body}`).not.toBe(401);
    }
  });
});

describe('route walk without a web folder', () => {
  it('marks exactly the API allow-list as public', async () => {
    const ctx = await createTestContext();
    try {
      const actual = ctx.app.routeTable
        .filter((r) => r.public)
        .map(key)
        .sort();
      expect(actual).toEqual(withHead(API_PUBLIC).sort());
    } finally {
      await ctx.close();
    }
  });
});
