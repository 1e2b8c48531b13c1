// SECURITY A5, A9, A10 from outside. Every check of a secret goes through one throttle per
// account and per client address: guessing the old password locks like guessing at sign-in,
// and a lock from either refuses both. Connection tests are rate-limited per user. A Host
// header the server was not configured for is refused before anything runs, so a page that
// rebinds its DNS name to this server cannot sign in or burn lockouts; so is an absolute-form
// request target (`POST http://other.host/api/auth/login`) naming such a host.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope, jsonClient, rawExchange, request, signIn, type Envelope } from './raw.js';
import { DESTRUCTIVE, OWN_SERVER, startTarget, type Target } from './target.js';

const LOCKED = { status: 429, code: 'AUTH_LOCKED' };

describe.runIf(DESTRUCTIVE)('A5 A9 one throttle for every secret', () => {
  let target: Target;
  beforeAll(async () => {
    target = await startTarget({ TESSERA_VALIDATE_RATE_PER_MINUTE: '3' });
  }, 90_000);
  afterAll(async () => target?.stop());

  /** A sign-in from another client address (127.0.0.x all reach a loopback server). */
  const signInFrom = async (localAddress: string, username: string, password: string) => {
    const response = await rawExchange(
      target,
      [
        request(target, 'POST', '/api/auth/login', {
          body: JSON.stringify({ username, password }),
        }),
      ],
      { localAddress },
    );
    return { status: response.status, code: (JSON.parse(response.body) as Envelope).code };
  };

  it('A9: locks the old-password check after five wrong guesses with the sign-in lock and message', async () => {
    const token = await signIn(target);
    const api = jsonClient(target, token);
    const change = (oldPassword: string) =>
      api.post(
        '/api/user/updatePersonPwd',
        { oldPassword, newPassword: 'Changed#Pass2026', confirmPassword: 'Changed#Pass2026' },
        'zh-CN',
      );
    for (let i = 0; i < 5; i += 1) {
      const response = await change(`Guess#${i}Wrong`);
      expect(response.status).toBe(400);
      expect(response.json().code).toBe('PASSWORD_OLD_WRONG');
    }
    // The sixth guess, and even the right password, meet the lock…
    for (const guess of ['Guess#6Wrong', target.admin.password]) {
      const response = await change(guess);
      expect({ status: response.status, code: response.json().code }).toEqual(LOCKED);
      expect(response.json().message).toMatch(/15/);
    }
    // …and so does signing in to that account with the right password from an address that
    // never guessed: the old-password guesses counted against the account itself.
    if (!target.own) return;
    expect(await signInFrom('127.0.0.2', target.admin.username, target.admin.password)).toEqual(
      LOCKED,
    );
  });

  it.runIf(OWN_SERVER)(
    'A5: locks an account, known or not, against every address after five failures',
    async () => {
      const name = 'nobody-in-particular';
      for (let i = 0; i < 5; i += 1)
        expect((await signInFrom('127.0.0.3', name, `Wrong#Guess${i}`)).status).toBe(401);
      expect(await signInFrom('127.0.0.3', name, 'Wrong#Guess9')).toEqual(LOCKED);
      // A fresh address meets the account's lock; the same address with another account, the
      // address's lock.
      expect(await signInFrom('127.0.0.4', name, 'Wrong#Guess10')).toEqual(LOCKED);
      expect(await signInFrom('127.0.0.3', 'somebody-else', 'Wrong#Guess11')).toEqual(LOCKED);
    },
  );
});

describe.runIf(OWN_SERVER)('A9 connection tests are rate-limited per user', () => {
  let target: Target;
  beforeAll(async () => {
    target = await startTarget({ TESSERA_VALIDATE_RATE_PER_MINUTE: '3' });
  }, 90_000);
  afterAll(async () => target?.stop());

  it('A9: answers the fourth connection test in a minute with 429 RATE_LIMITED, per user', async () => {
    const api = jsonClient(target, await signIn(target));
    const body = {
      type: 'postgresql',
      configuration: { host: '127.0.0.1', port: 1, database: 'x', username: 'x', password: 'x' },
    };
    for (let i = 0; i < 3; i += 1)
      expect((await api.post('/datasource/validate', body)).status).toBe(200);
    const refused = await api.post('/datasource/validate', body, 'zh-TW');
    expect(refused.status).toBe(429);
    expect(refused.json<Envelope>().code).toBe('RATE_LIMITED');
    expect(refused.json<Envelope>().message).toMatch(/[\u3400-\u9fff]/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Other calls of the same user are not limited.
    expect((await api.post('/datasource/list')).status).toBe(200);
  });
});

describe.runIf(OWN_SERVER)('A10 allowed host names', () => {
  let target: Target;
  beforeAll(async () => {
    target = await startTarget();
  }, 90_000);
  afterAll(async () => target?.stop());

  it('A10: refuses a sign-in under a foreign Host name, counting nothing', async () => {
    const body = JSON.stringify({ username: target.admin.username, password: 'Wrong#Guess2026' });
    for (let i = 0; i < 8; i += 1) {
      const response = await rawExchange(target, [
        request(target, 'POST', '/api/auth/login', {
          body,
          headers: {
            Host: `rebound.evil.example:${target.url.port}`,
            Origin: `http://rebound.evil.example:${target.url.port}`,
          },
        }),
      ]);
      expectEnvelope(response, 421, 'HOST_NOT_ALLOWED', ['rebound']);
    }
    // None of the eight counted: the account still signs in.
    expect(await signIn(target)).toMatch(/^ey/);
  });

  it('A10: answers the loopback names it listens on, with any port', async () => {
    for (const host of [
      `localhost:${target.url.port}`,
      `127.0.0.1:${target.url.port}`,
      `[::1]:${target.url.port}`,
      'LOCALHOST.',
    ]) {
      const response = await rawExchange(target, [
        request(target, 'GET', '/system/ui/info', { headers: { Host: host } }),
      ]);
      expect(response.status, host).toBe(200);
    }
    for (const host of ['', 'localhost.evil.example', '127.0.0.1.nip.io', '0.0.0.0']) {
      const response = await rawExchange(target, [
        request(target, 'GET', '/system/ui/info', { headers: { Host: host } }),
      ]);
      expect(response.status, host).not.toBe(200);
    }
  });

  it('A10: refuses an absolute-form target naming another host under an allowed Host header, counting nothing', async () => {
    const { port } = target.url;
    const body = JSON.stringify({ username: target.admin.username, password: 'Wrong#Guess2026' });
    for (const authority of [
      `rebound.evil.example:${port}`,
      `REBOUND.EVIL.EXAMPLE:${port}`,
      'rebound.evil.example',
      // The allowed name as user information before the real host, and the other way round.
      `127.0.0.1:${port}@rebound.evil.example`,
      `rebound.evil.example@127.0.0.1:${port}`,
      `127.0.0.1.nip.io:${port}`,
    ]) {
      for (const scheme of ['http', 'HTTPS']) {
        const response = await rawExchange(target, [
          request(target, 'POST', `${scheme}://${authority}/api/auth/login`, { body }),
        ]);
        expectEnvelope(response, 421, 'HOST_NOT_ALLOWED', ['rebound']);
      }
    }
    // Twelve refused guesses, none counted: the account still signs in.
    expect(await signIn(target)).toMatch(/^ey/);
  });

  it('A10: serves an absolute-form target naming a host it answers to, like its path', async () => {
    for (const authority of [
      `127.0.0.1:${target.url.port}`,
      'localhost',
      `[::1]:${target.url.port}`,
    ]) {
      const response = await rawExchange(target, [
        request(target, 'GET', `http://${authority}/system/ui/info`),
      ]);
      expect(response.status, authority).toBe(200);
    }
  });
});
