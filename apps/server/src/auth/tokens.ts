import crypto from 'node:crypto';
import { SESSION } from '@tessera/contracts';
import { SignJWT, errors, jwtVerify } from 'jose';
import type { Db } from '../db/database.js';
import { MetadataMemo } from '../db/metadata-memo.js';
import { VerifiedTokens } from './verified-tokens.js';

export interface TokenClaims {
  userId: number;
  jti: string;
  issuedAt: number;
  expiresAt: number;
}

interface SessionRow {
  revoked_at: number | null;
  expires_at: number;
  user_id: number;
  enabled: number;
}

export type TokenCheck =
  { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Session tokens: HS256 JWTs signed with the per-install key, 8 hours, each backed by a
 * session row so logout, password change and account changes revoke them at once (A6).
 */
export class TokenService {
  /** The HMAC key imported once: jose would import raw bytes again on every sign and verify. */
  private readonly key: Promise<crypto.webcrypto.CryptoKey>;
  /** Signatures already checked: a repeat request skips the WebCrypto round trip. */
  private readonly verified = new VerifiedTokens();
  /**
   * Session rows, read again only after a write to sessions or users: a revocation, a logout,
   * a disabled account is a write, so it is seen by the very next request (A6).
   */
  private readonly sessions: MetadataMemo<SessionRow | null>;

  constructor(
    private readonly db: Db,
    secret: Uint8Array,
    private readonly lifetimeSeconds: number = SESSION.lifetimeSeconds,
  ) {
    this.sessions = new MetadataMemo(db, { tables: ['sessions', 'users'] });
    this.key = crypto.webcrypto.subtle.importKey(
      'raw',
      secret,
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async issue(userId: number, now = Date.now()): Promise<string> {
    const jti = crypto.randomBytes(16).toString('hex');
    const issuedAt = Math.floor(now / 1000);
    const expiresAt = issuedAt + this.lifetimeSeconds;
    await this.db
      .insertInto('sessions')
      .values({
        jti,
        user_id: userId,
        issued_at: issuedAt,
        expires_at: expiresAt,
        revoked_at: null,
      })
      .execute();
    return this.sign(userId, jti, issuedAt, expiresAt);
  }

  /**
   * A fresh token for the same session (same jti, later expiry): logout and every revocation
   * still end the token it replaces (A6), and renewals add no session rows.
   */
  async renew(claims: TokenClaims, now = Date.now()): Promise<string> {
    const issuedAt = Math.floor(now / 1000);
    const expiresAt = issuedAt + this.lifetimeSeconds;
    await this.db
      .updateTable('sessions')
      .set({ expires_at: expiresAt })
      .where('jti', '=', claims.jti)
      .execute();
    return this.sign(claims.userId, claims.jti, issuedAt, expiresAt);
  }

  private async sign(
    userId: number,
    jti: string,
    issuedAt: number,
    expiresAt: number,
  ): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setJti(jti)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(await this.key);
  }

  /** Signature first (jose verifies before reading claims), then claims, then the session row. */
  async verify(token: string, now = Date.now()): Promise<TokenCheck> {
    let payload = this.verified.recall(token, now);
    if (!payload) {
      try {
        ({ payload } = await jwtVerify(token, await this.key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat', 'sub', 'jti'],
          currentDate: new Date(now),
        }));
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
      this.verified.remember(token, payload);
    }
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.jti !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    const session = await this.sessionOf(payload.jti);
    if (!session || session.revoked_at !== null || session.user_id !== userId || !session.enabled) {
      return { ok: false, reason: 'invalid' };
    }
    // The session row's own expiry counts as well as the token's `exp` (issue 12 part 7): a
    // session ended on the server is over even for a token that still claims a later expiry.
    if (session.expires_at * 1000 <= now) return { ok: false, reason: 'expired' };
    return {
      ok: true,
      claims: { userId, jti: payload.jti, issuedAt: payload.iat ?? 0, expiresAt: payload.exp ?? 0 },
    };
  }

  private sessionOf(jti: string): Promise<SessionRow | null> {
    return this.sessions.get(jti, async () => {
      const row = await this.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.revoked_at', 'sessions.expires_at', 'sessions.user_id', 'users.enabled'])
        .where('sessions.jti', '=', jti)
        .executeTakeFirst();
      return row ?? null;
    });
  }

  /** True in the second half of a token's life: time to hand out a fresh one. */
  shouldRenew(claims: TokenClaims, now = Date.now()): boolean {
    const lifetime = claims.expiresAt - claims.issuedAt;
    return now / 1000 - claims.issuedAt >= lifetime * SESSION.renewAfterFraction;
  }

  async revoke(jti: string, now = Date.now()): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('jti', '=', jti)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Revokes every session of a user (password change, disable, role change). */
  async revokeAllForUser(userId: number, now = Date.now()): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Sessions past their expiry are useless; drop them so the table stays small. */
  async purgeExpired(now = Date.now()): Promise<void> {
    await this.db
      .deleteFrom('sessions')
      .where('expires_at', '<', Math.floor(now / 1000))
      .execute();
  }
}
