// TokenService remembers tokens whose signature it checked (auth/verified-tokens.ts), so a
// repeat request skips the WebCrypto round trip. What it remembers must not outlive the truth:
// the token expires on time, and a revoked session is refused at its next request.
import { SESSION } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TokenService } from '../../src/auth/tokens.js';
import { createTestContext, createUser, type TestContext } from '../helpers.js';

let ctx: TestContext;
let tokens: TokenService;
let userId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  tokens = new TokenService(ctx.services.db, ctx.services.keys.jwtKey);
  userId = await createUser(ctx, 'memo-user', 'Memo#User2026');
});
afterAll(async () => ctx?.close());

describe('remembered token checks', () => {
  it('checks a signature once, yet expires the token on time', async () => {
    const now = Date.now();
    const token = await tokens.issue(userId, now);
    const verify = vi.spyOn(globalThis.crypto.subtle, 'verify');
    try {
      expect(await tokens.verify(token, now)).toMatchObject({ ok: true });
      expect(await tokens.verify(token, now + 1_000)).toMatchObject({ ok: true });
      expect(verify).toHaveBeenCalledTimes(1);
    } finally {
      verify.mockRestore();
    }
    // The first second at which jose calls it expired, and every later one.
    const expiry = (Math.floor(now / 1000) + SESSION.lifetimeSeconds) * 1000;
    expect(await tokens.verify(token, expiry - 1_000)).toMatchObject({ ok: true });
    expect(await tokens.verify(token, expiry)).toEqual({ ok: false, reason: 'expired' });
    expect(await tokens.verify(token, expiry + 60_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a remembered token once its session is revoked', async () => {
    const token = await tokens.issue(userId);
    const check = await tokens.verify(token);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    await tokens.revoke(check.claims.jti);
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'invalid' });
  });
});
