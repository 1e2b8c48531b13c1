import type { JWTPayload } from 'jose';

/** How many tokens' checked signatures are remembered (a few per signed-in person). */
const REMEMBERED = 5_000;

/**
 * Tokens whose signature and claims jose already checked, with their claims. Checking an HS256
 * signature is a WebCrypto call, a round trip through libuv's thread pool on every request;
 * the same token string always checks the same way under the same key, so a repeat needs only
 * its expiry compared with the clock (as jose compares it). Revocation is not decided here: the
 * session row is read on every request all the same (tokens.ts verify).
 */
export class VerifiedTokens {
  private readonly claims = new Map<string, JWTPayload & { exp: number }>();

  /** The token's claims if it was verified before and has not expired at `now` (ms). */
  recall(token: string, now: number): JWTPayload | undefined {
    const payload = this.claims.get(token);
    if (!payload) return undefined;
    // jose's own test: expired once `exp` is at or before the current second.
    if (payload.exp > Math.floor(now / 1000)) return payload;
    this.claims.delete(token);
    return undefined;
  }

  remember(token: string, payload: JWTPayload): void {
    // Only what jose would pass again on any later date before `exp`: no not-before claim.
    if (typeof payload.exp !== 'number' || payload.nbf !== undefined) return;
    if (this.claims.size >= REMEMBERED) {
      const oldest = this.claims.keys().next();
      if (!oldest.done) this.claims.delete(oldest.value);
    }
    this.claims.set(token, { ...payload, exp: payload.exp });
  }
}
