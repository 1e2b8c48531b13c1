import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { Language } from '@tessera/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openServices } from '../../src/services.js';
import { storedCounterName, userKey } from '../../src/auth/secret-throttle.js';
import { throttleCounterKey } from '../../src/keys/sub-keys.js';
import { ADMIN_PASSWORD, createTestContext, createUser, type TestContext } from '../helpers.js';
import { expectLocalisedError, sessionCount } from './support.js';

/**
 * SECURITY A5: after 5 failed sign-ins per user (and per IP) the next attempt is locked for 15
 * minutes, even with the right password; an unknown user and a wrong password look the same
 * (message, code, status, similar time); the counters live in the store and survive a restart.
 */
const WRONG = 'Wrong#Pass2026';

function attempt(
  ctx: TestContext,
  username: string,
  password: string,
  ip = '127.0.0.1',
  language: Language = 'en',
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers: { 'accept-language': language },
    payload: { username, password },
  });
}

function expectWrongCredentials(response: LightMyRequestResponse, language: Language = 'en'): void {
  expectLocalisedError(response, 401, 'AUTH_INVALID_CREDENTIALS', language);
  expect(response.body).not.toMatch(/token/i);
}

function expectLocked(response: LightMyRequestResponse, language: Language = 'en'): void {
  const envelope = expectLocalisedError(response, 429, 'AUTH_LOCKED', language, { minutes: 15 });
  if (language === 'en') expect(envelope.message).toMatch(/\b15 minutes\b/);
  else expect(envelope.message).toMatch(/15\s*分鐘|15\s*分钟/);
  expect(response.body).not.toMatch(/token/i);
}

async function failures(ctx: TestContext) {
  return ctx.services.db.selectFrom('login_failures').selectAll().orderBy('key').execute();
}

describe('A5 login lockout', () => {
  let ctx: TestContext;
  let nextIp = 1;
  /** A fresh client address per test so only the counters a test means to build are built. */
  const freshIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });
  afterEach(async () => {
    await ctx.services.db.deleteFrom('login_failures').execute();
  });

  it('locks the account on the 6th attempt after 5 wrong passwords, with 429 AUTH_LOCKED naming 15 minutes', async () => {
    await createUser(ctx, 'lock-me', 'Right#Pass2026');
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expectWrongCredentials(await attempt(ctx, 'lock-me', WRONG, ip));
    expectLocked(await attempt(ctx, 'lock-me', WRONG, ip, 'en'), 'en');
    expectLocked(await attempt(ctx, 'lock-me', WRONG, ip, 'zh-CN'), 'zh-CN');
    expectLocked(await attempt(ctx, 'lock-me', WRONG, ip, 'zh-TW'), 'zh-TW');
  });

  it('refuses the correct password during the lockout and issues no session', async () => {
    await createUser(ctx, 'locked-right', 'Right#Pass2026');
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expectWrongCredentials(await attempt(ctx, 'locked-right', WRONG, ip));
    const sessionsBefore = await sessionCount(ctx);
    expectLocked(await attempt(ctx, 'locked-right', 'Right#Pass2026', ip));
    // From another address too: the user's own counter is locked, not just this IP.
    expectLocked(await attempt(ctx, 'locked-right', 'Right#Pass2026', freshIp(), 'zh-CN'), 'zh-CN');
    expect(await sessionCount(ctx)).toBe(sessionsBefore);
  });

  it('locks a user whose failures come from five different addresses', async () => {
    await createUser(ctx, 'spread-user', 'Right#Pass2026');
    for (let i = 0; i < 5; i++)
      expectWrongCredentials(await attempt(ctx, 'spread-user', WRONG, freshIp()));
    expectLocked(await attempt(ctx, 'spread-user', 'Right#Pass2026', freshIp()));
  });

  it('counts case and whitespace variants of the username toward the same lock', async () => {
    await createUser(ctx, 'casey', 'Right#Pass2026');
    const variants = ['casey', 'CASEY', 'Casey', ' casey ', 'cAsEy'];
    for (const name of variants) expectWrongCredentials(await attempt(ctx, name, WRONG, freshIp()));
    expectLocked(await attempt(ctx, 'casey', 'Right#Pass2026', freshIp()));
  });

  it('answers an unknown user exactly like a wrong password (status, code, message, headers)', async () => {
    await createUser(ctx, 'known-user', 'Right#Pass2026');
    for (const language of ['en', 'zh-CN', 'zh-TW'] as const) {
      const wrong = await attempt(ctx, 'known-user', WRONG, freshIp(), language);
      const unknown = await attempt(ctx, 'no-such-user-anywhere', WRONG, freshIp(), language);
      expectWrongCredentials(wrong, language);
      expectWrongCredentials(unknown, language);
      expect(unknown.statusCode).toBe(wrong.statusCode);
      expect(unknown.body).toBe(wrong.body);
      const headerNames = (r: LightMyRequestResponse) =>
        Object.keys(r.headers)
          .filter((h) => !['date', 'content-length'].includes(h))
          .sort();
      expect(headerNames(unknown)).toEqual(headerNames(wrong));
    }
  });

  it('takes a similar time for an unknown user and a wrong password', async () => {
    await createUser(ctx, 'timed-user', 'Right#Pass2026');
    // Warm up both paths (the dummy hash is computed once, on first use).
    await attempt(ctx, 'timed-user', WRONG, freshIp());
    await attempt(ctx, 'nobody-timed', WRONG, freshIp());
    const wrongTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 7; i++) {
      let start = performance.now();
      expectWrongCredentials(await attempt(ctx, 'timed-user', WRONG, freshIp()));
      wrongTimes.push(performance.now() - start);
      start = performance.now();
      expectWrongCredentials(await attempt(ctx, `nobody-timed-${i}`, WRONG, freshIp()));
      unknownTimes.push(performance.now() - start);
      // Keep the known user below its own lock.
      await ctx.services.db.deleteFrom('login_failures').execute();
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const wrong = median(wrongTimes);
    const unknown = median(unknownTimes);
    expect(wrong).toBeGreaterThan(0);
    expect(unknown).toBeGreaterThan(0);
    expect(
      Math.max(wrong, unknown) / Math.min(wrong, unknown),
      `wrong ${wrong} ms, unknown ${unknown} ms`,
    ).toBeLessThan(3);
  });

  it('locks an address after 5 failures spread across different usernames, for every username', async () => {
    await createUser(ctx, 'ip-victim', 'Right#Pass2026');
    const ip = freshIp();
    for (const name of ['ip-a', 'ip-b', 'ip-c', 'ip-d', 'ip-e'])
      expectWrongCredentials(await attempt(ctx, name, WRONG, ip));
    expectLocked(await attempt(ctx, 'ip-victim', 'Right#Pass2026', ip));
    expectLocked(await attempt(ctx, 'admin', ADMIN_PASSWORD, ip, 'zh-CN'), 'zh-CN');
    // The users themselves are not locked: another address signs in.
    const elsewhere = await attempt(ctx, 'ip-victim', 'Right#Pass2026', freshIp());
    expect(elsewhere.statusCode).toBe(200);
  });

  it('ignores a spoofed X-Forwarded-For when counting failures per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        headers: {
          'accept-language': 'en',
          'x-forwarded-for': `203.0.113.${i + 1}`,
          'x-real-ip': `198.51.100.${i + 1}`,
        },
        payload: { username: `xff-${i}`, password: WRONG },
      });
      expectWrongCredentials(response);
    }
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      headers: { 'accept-language': 'en', 'x-forwarded-for': '203.0.113.99' },
      payload: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expectLocked(response);
  });

  it('does not lock a different address', async () => {
    const locked = freshIp();
    for (const name of ['x1', 'x2', 'x3', 'x4', 'x5'])
      expectWrongCredentials(await attempt(ctx, name, WRONG, locked));
    expectLocked(await attempt(ctx, 'admin', ADMIN_PASSWORD, locked));
    const other = await attempt(ctx, 'admin', ADMIN_PASSWORD, freshIp());
    expect(other.statusCode).toBe(200);
    expect(other.json<{ data: { token: string } }>().data.token).toMatch(/^eyJ/);
  });

  it('checks no more than 5 passwords when 40 wrong guesses for one user arrive at once', async () => {
    await createUser(ctx, 'burst-user', 'Right#Pass2026');
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        attempt(ctx, 'burst-user', `Wrong#Pass${i}x`, freshIp()),
      ),
    );
    const checked = responses.filter((r) => r.statusCode === 401);
    const locked = responses.filter((r) => r.statusCode === 429);
    expect(
      checked.length,
      `${checked.length} of 40 concurrent guesses were checked`,
    ).toBeLessThanOrEqual(5);
    expect(checked.length + locked.length).toBe(40);
    for (const response of checked) expectWrongCredentials(response);
    for (const response of locked) expectLocked(response);
    expectLocked(await attempt(ctx, 'burst-user', 'Right#Pass2026', freshIp()));
  });

  it('does not let the right password hidden in a concurrent burst past the limit', async () => {
    await createUser(ctx, 'burst-hidden', 'Right#Pass2026');
    const guesses = Array.from({ length: 40 }, (_, i) =>
      i === 39 ? 'Right#Pass2026' : `Wrong#Pass${i}x`,
    );
    const responses = await Promise.all(
      guesses.map((p) => attempt(ctx, 'burst-hidden', p, freshIp())),
    );
    // A password was checked for every 401 and every 200: at most 5 in all.
    const checked = responses.filter((r) => r.statusCode === 401 || r.statusCode === 200).length;
    expect(checked, `${checked} of 40 concurrent guesses were checked`).toBeLessThanOrEqual(5);
  });

  it('checks no more than 5 passwords when 40 guesses from one address arrive at once', async () => {
    const ip = freshIp();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(ctx, `burst-ip-${i}`, WRONG, ip)),
    );
    const checked = responses.filter((r) => r.statusCode === 401).length;
    expect(checked, `${checked} of 40 concurrent guesses were checked`).toBeLessThanOrEqual(5);
    expectLocked(await attempt(ctx, 'admin', ADMIN_PASSWORD, ip));
  });

  it('does not count malformed requests as failures nor let them bypass the lock', async () => {
    await createUser(ctx, 'malformed', 'Right#Pass2026');
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expectWrongCredentials(await attempt(ctx, 'malformed', WRONG, ip));
    // An extra key, a short password or an array are refused by the schema, never a way round.
    for (const payload of [
      { username: 'malformed', password: 'Right#Pass2026', remember: true },
      { username: ['malformed'], password: 'Right#Pass2026' },
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload,
      });
      expect([400, 429]).toContain(response.statusCode);
      expect(response.body).not.toMatch(/token/i);
    }
    expectLocked(await attempt(ctx, 'malformed', 'Right#Pass2026', ip));
  });

  it('lets the right password in again once the lock window has passed', async () => {
    await createUser(ctx, 'patient', 'Right#Pass2026');
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expectWrongCredentials(await attempt(ctx, 'patient', WRONG, ip));
    expectLocked(await attempt(ctx, 'patient', 'Right#Pass2026', ip));
    // 16 minutes later: move the stored window and lock into the past.
    const past = Date.now() - 16 * 60_000;
    await ctx.services.db
      .updateTable('login_failures')
      .set({ window_start: past, locked_until: past + 1 })
      .execute();
    const response = await attempt(ctx, 'patient', 'Right#Pass2026', ip);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { token: string } }>().data.token).toMatch(/^eyJ/);
  });

  it('starts a fresh count after the window, so one more failure does not lock again', async () => {
    await createUser(ctx, 'second-chance', 'Right#Pass2026');
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expectWrongCredentials(await attempt(ctx, 'second-chance', WRONG, ip));
    const past = Date.now() - 16 * 60_000;
    await ctx.services.db
      .updateTable('login_failures')
      .set({ window_start: past, locked_until: past + 1 })
      .execute();
    expectWrongCredentials(await attempt(ctx, 'second-chance', WRONG, ip));
    const response = await attempt(ctx, 'second-chance', 'Right#Pass2026', ip);
    expect(response.statusCode).toBe(200);
  });

  it("resets the user's counter after a successful sign-in", async () => {
    await createUser(ctx, 'resettable', 'Right#Pass2026');
    for (let i = 0; i < 4; i++)
      expectWrongCredentials(await attempt(ctx, 'resettable', WRONG, freshIp()));
    const stored = storedCounterName(throttleCounterKey(ctx.services.keys), userKey('resettable'));
    const userRow = () => failures(ctx).then((rows) => rows.find((r) => r.key === stored));
    expect((await userRow())?.failures).toBe(4);
    expect((await attempt(ctx, 'resettable', 'Right#Pass2026', freshIp())).statusCode).toBe(200);
    expect(await userRow()).toBeUndefined();
    // Four more failures are again below the limit.
    for (let i = 0; i < 4; i++)
      expectWrongCredentials(await attempt(ctx, 'resettable', WRONG, freshIp()));
    expect((await attempt(ctx, 'resettable', 'Right#Pass2026', freshIp())).statusCode).toBe(200);
  });

  it('does not let a successful sign-in of one account clear the lock of an address', async () => {
    await createUser(ctx, 'own-account', 'Right#Pass2026');
    const ip = freshIp();
    for (const name of ['y1', 'y2', 'y3', 'y4'])
      expectWrongCredentials(await attempt(ctx, name, WRONG, ip));
    // The attacker's own valid account does not wipe the address counter...
    expect((await attempt(ctx, 'own-account', 'Right#Pass2026', ip)).statusCode).toBe(200);
    expectWrongCredentials(await attempt(ctx, 'y5', WRONG, ip));
    // ...so the fifth failure locks the address.
    expectLocked(await attempt(ctx, 'y6', WRONG, ip));
  });
});

describe('A5 lockout across a restart', () => {
  it('keeps the lock after the server restarts on the same data folder', async () => {
    const first = await createTestContext();
    const { config, dataDir } = first;
    await createUser(first, 'restart-user', 'Right#Pass2026');
    for (let i = 0; i < 5; i++)
      expectWrongCredentials(await attempt(first, 'restart-user', WRONG, '10.9.9.9'));
    expectLocked(await attempt(first, 'restart-user', 'Right#Pass2026', '10.9.9.9'));
    await first.app.close();
    await first.services.db.destroy();

    const services = await openServices(config);
    const app = await buildApp(config, services, { logger: false });
    await app.ready();
    const second: TestContext = { app, config, services, dataDir, close: async () => undefined };
    try {
      expectLocked(
        await attempt(second, 'restart-user', 'Right#Pass2026', '10.9.9.9', 'zh-CN'),
        'zh-CN',
      );
      // The user's own counter survived too: another address is refused as well.
      expectLocked(
        await attempt(second, 'restart-user', 'Right#Pass2026', '10.9.9.10', 'en'),
        'en',
      );
      expect(await sessionCount(second)).toBe(0);
    } finally {
      await app.close();
      await services.db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
