import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, type TestContext } from '../helpers.js';
import { expectLocalisedError, expectUnauthenticated } from './support.js';

/**
 * SECURITY A4: path tricks on protected routes (`/anonymous/../api/…`, `%2e%2e`, `//`, `;x`,
 * trailing slash, case changes) never reach a protected handler anonymously, and never read a
 * file outside the web folder.
 */

/** Variants of POST /api/auth/userInfo an attacker might try without a token. */
const USER_INFO_TRICKS = [
  '/anonymous/../api/auth/userInfo',
  '/anonymous/%2e%2e/api/auth/userInfo',
  '/anonymous/%2E%2E/api/auth/userInfo',
  '/anonymous/..%2fapi/auth/userInfo',
  '/anonymous/license/validate/../../../api/auth/userInfo',
  '/anonymous/license/validate/..;/..;/..;/api/auth/userInfo',
  '//api/auth/userInfo',
  '/api//auth/userInfo',
  '/api/auth//userInfo',
  '/./api/auth/userInfo',
  '/api/auth/./userInfo',
  '/api/auth/userInfo;x',
  '/api/auth/userInfo;.js',
  '/api/auth/userInfo/',
  '/api/auth/userInfo//',
  '/API/auth/userInfo',
  '/api/Auth/userInfo',
  '/api/auth/USERINFO',
  '/system/ui/info/../../api/auth/userInfo',
  '/system/ui/info/%2e%2e/%2e%2e/api/auth/userInfo',
  '/api/auth/login/../userInfo',
  '/api/auth/login/%2e%2e/userInfo',
  '/api/auth/userInfo%00',
  '/api/auth/userInfo%00.js',
  '/api/auth/userInfo%20',
  '/api/auth/userInfo%2f',
  '/api/auth/userInfo.json',
  '/api/auth/%75serInfo',
  '/api%2fauth%2fuserInfo',
  '/api/auth/userInfo?/anonymous/',
  '/api/auth/userInfo#/anonymous/',
  '/api/auth/userinfo',
  '\\api\\auth\\userInfo',
];

/** Route-matching variants of the other protected routes. */
const OTHER_TRICKS: Array<{ method: 'GET' | 'POST'; url: string }> = [
  { method: 'GET', url: '/anonymous/../about/build/version' },
  { method: 'GET', url: '/about/build/version/' },
  { method: 'GET', url: '/About/build/version' },
  { method: 'GET', url: '/system/ui/info/../../about/build/version' },
  { method: 'POST', url: '/api/user/personInfo;x' },
  { method: 'POST', url: '/anonymous/../api/user/personInfo' },
  { method: 'POST', url: '/api/user/setLanguage/en/../en' },
  { method: 'POST', url: '/anonymous/%2e%2e/api/user/setLanguage/en' },
  { method: 'POST', url: '/api/dynamicMenu/menus/' },
  { method: 'POST', url: '//api/dynamicMenu/menus' },
];

function expectRefusedAnonymously(
  response: LightMyRequestResponse,
  url: string,
  secrets: string[],
): void {
  expect([401, 404], `${url} -> ${response.statusCode} ${response.body}`).toContain(
    response.statusCode,
  );
  for (const secret of secrets) expect(response.body, url).not.toContain(secret);
  if (response.statusCode === 401) {
    expectUnauthenticated(response, 'invalid', 'AUTH_REQUIRED', 'zh-CN');
  } else {
    expectLocalisedError(response, 404, 'NOT_FOUND', 'zh-CN');
  }
}

describe('A4 path tricks on protected routes', () => {
  for (const variant of ['API only', 'with a static web folder'] as const) {
    describe(variant, () => {
      let ctx: TestContext;
      let webRoot: string | null = null;
      let adminNick: string;

      beforeAll(async () => {
        if (variant === 'with a static web folder') {
          webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-web-'));
          fs.mkdirSync(path.join(webRoot, 'assets'));
          fs.writeFileSync(
            path.join(webRoot, 'index.html'),
            '<!doctype html><title>Tessera</title>',
          );
          fs.writeFileSync(path.join(webRoot, 'assets', 'app.js'), 'console.log(1)');
        }
        ctx = await createTestContext({}, webRoot ? { webDir: webRoot } : {});
        adminNick = (
          await ctx.services.db
            .selectFrom('users')
            .select('nick_name')
            .where('username', '=', 'admin')
            .executeTakeFirstOrThrow()
        ).nick_name;
      });
      afterAll(async () => {
        await ctx.close();
        if (webRoot) fs.rmSync(webRoot, { recursive: true, force: true });
      });

      it('serves userInfo to the real path with a token, so the refusals are about the trick', async () => {
        const token = await login(ctx.app);
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/userInfo',
          headers: { authorization: token },
        });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain(adminNick);
      });

      it('never answers an anonymous path trick on userInfo with 200 or the user data', async () => {
        for (const url of USER_INFO_TRICKS) {
          for (const method of ['POST', 'GET'] as const) {
            const response = await ctx.app.inject({ method, url });
            expect(response.statusCode, `${method} ${url}`).not.toBe(200);
            expectRefusedAnonymously(response, `${method} ${url}`, [
              adminNick,
              '"username"',
              '"permissions"',
            ]);
          }
        }
      });

      it('gives a localised refusal in English too', async () => {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/anonymous/../api/auth/userInfo',
          headers: { 'accept-language': 'en' },
        });
        expect([401, 404]).toContain(response.statusCode);
        if (response.statusCode === 401)
          expectUnauthenticated(response, 'invalid', 'AUTH_REQUIRED', 'en');
        else expectLocalisedError(response, 404, 'NOT_FOUND', 'en');
      });

      it('never reaches the other protected handlers through a path trick', async () => {
        for (const { method, url } of OTHER_TRICKS) {
          const response = await ctx.app.inject({ method, url });
          expectRefusedAnonymously(response, `${method} ${url}`, [
            '"version"',
            '"node"',
            adminNick,
            '"roleNames"',
          ]);
        }
      });

      it('does not change the user through an anonymous path trick on setLanguage', async () => {
        const before = await ctx.services.db
          .selectFrom('users')
          .selectAll()
          .where('username', '=', 'admin')
          .executeTakeFirstOrThrow();
        for (const url of [
          '/anonymous/../api/user/setLanguage/en',
          '/api/user/setLanguage/en/',
          '/api/user/setLanguage/en;x',
          '//api/user/setLanguage/en',
          '/API/user/setLanguage/en',
        ]) {
          const response = await ctx.app.inject({ method: 'POST', url });
          expectRefusedAnonymously(response, url, []);
        }
        const after = await ctx.services.db
          .selectFrom('users')
          .selectAll()
          .where('username', '=', 'admin')
          .executeTakeFirstOrThrow();
        expect(after).toEqual(before);
      });
    });
  }
});

describe('A4 path tricks on the static web folder', () => {
  let ctx: TestContext;
  let base: string;
  let webRoot: string;
  const SECRET = 'TOP-SECRET-OUTSIDE-WEB-ROOT';

  beforeAll(async () => {
    // base/web is the web root; base/secret.txt and base/web-private/x.txt sit next to it.
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-webbase-'));
    webRoot = path.join(base, 'web');
    fs.mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Tessera</title>');
    fs.writeFileSync(path.join(webRoot, 'assets', 'app.js'), 'console.log("app")');
    fs.writeFileSync(path.join(base, 'secret.txt'), SECRET);
    // Dotfiles that slip into a build folder are never routes.
    fs.writeFileSync(path.join(webRoot, '.env'), SECRET);
    fs.mkdirSync(path.join(webRoot, '.git'));
    fs.writeFileSync(path.join(webRoot, '.git', 'config'), SECRET);
    fs.mkdirSync(path.join(base, 'web-private'));
    fs.writeFileSync(path.join(base, 'web-private', 'x.txt'), SECRET);
    ctx = await createTestContext({}, { webDir: webRoot });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  it('serves index.html and the built asset', async () => {
    const index = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>Tessera</title>');
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    // Hashed assets never change: a reload takes them from the cache without asking.
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('never serves a file outside the web folder through traversal tricks', async () => {
    const tricks = [
      '/assets/../../../etc/passwd',
      '/../../../../etc/passwd',
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/assets/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/assets/..%5c..%5c..%5cetc%5cpasswd',
      '/..%2f..%2f..%2f..%2fetc/passwd',
      '//etc/passwd',
      '/etc/passwd',
      '/assets/app.js/../../../etc/passwd',
      '/index.html/../../secret.txt',
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/assets/..%252f..%252fsecret.txt',
      '/../web-private/x.txt',
      '/%2e%2e/web-private/x.txt',
      '/assets/../../web-private/x.txt',
      '/secret.txt',
      '/assets/app.js%00.html',
      '/assets/app.js%00',
      `/${encodeURIComponent(path.join(base, 'secret.txt'))}`,
      '/..\\secret.txt',
      '/assets\\..\\..\\secret.txt',
    ];
    for (const url of tricks) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await ctx.app.inject({ method, url });
        expect(response.body, `${method} ${url}`).not.toContain(SECRET);
        expect(response.body, `${method} ${url}`).not.toMatch(/root:.*:0:0:/);
        expect([400, 401, 403, 404], `${method} ${url} -> ${response.statusCode}`).toContain(
          response.statusCode,
        );
        if (method === 'GET') {
          expect(response.headers['content-type'], url).toMatch(/application\/json/);
          const envelope = response.json<{ success: boolean; data: unknown; message: string }>();
          expect(envelope.success).toBe(false);
          expect(envelope.data).toBeNull();
          expect(response.body).not.toContain(base);
        }
      }
    }
  });

  it('never serves the data folder, its metadata store or its key file', async () => {
    const relative = path
      .relative(ctx.config.webDir ?? '', ctx.dataDir)
      .split(path.sep)
      .join('/');
    for (const file of ['secret.key', 'tessera.db']) {
      for (const url of [`/${relative}/${file}`, `/${file}`, `/assets/../${relative}/${file}`]) {
        const response = await ctx.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).not.toBe(200);
        expect(response.body).not.toContain('"jwt"');
        expect(response.body).not.toContain('SQLite format');
      }
    }
  });

  it('never serves dotfiles of the web folder', async () => {
    for (const url of ['/.env', '/.git/config', '/assets/../.env', '/%2eenv', '/.%65nv']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain(SECRET);
    }
    expect(ctx.app.routeTable.map((r) => r.url)).not.toContain('/.env');
  });

  it('does not serve a file dropped into the web folder after start (routes are fixed at start)', async () => {
    fs.writeFileSync(path.join(webRoot, 'late.txt'), SECRET);
    const response = await ctx.app.inject({ method: 'GET', url: '/late.txt' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(SECRET);
  });
});
