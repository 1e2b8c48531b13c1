import crypto from 'node:crypto';

/** What a visitor's link token says: this link, under this PIN version, until then. */
export interface LinkTokenClaims {
  linkId: string;
  resourceId: string;
  pwdVersion: number;
  /** Epoch ms. */
  expiresAt: number;
}

/**
 * Link tokens (issue 23, SECURITY A7/B5): issued once a visitor typed the right PIN, sent back
 * in the LINK-PWD-TOKEN header. An HMAC-SHA256 over the claims under a key of their own
 * (keys/sub-keys.ts), so a session token's signature can never pass for one. A token is bound
 * to its link and to the PIN version: a PIN reset ends every token issued before it.
 */
export class LinkTokens {
  constructor(private readonly key: Uint8Array) {}

  issue(claims: LinkTokenClaims): string {
    const body = Buffer.from(
      JSON.stringify([claims.linkId, claims.resourceId, claims.pwdVersion, claims.expiresAt]),
    ).toString('base64url');
    return `${body}.${this.signature(body)}`;
  }

  /** The claims of a well-formed, correctly signed token not yet expired at `now`; else null. */
  read(token: string | undefined, now = Date.now()): LinkTokenClaims | null {
    if (!token || token.length > 512) return null;
    const [body, signature, ...rest] = token.split('.');
    if (!body || !signature || rest.length > 0) return null;
    const expected = Buffer.from(this.signature(body));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (!Array.isArray(parsed) || parsed.length !== 4) return null;
    const [linkId, resourceId, pwdVersion, expiresAt] = parsed as unknown[];
    if (
      typeof linkId !== 'string' ||
      typeof resourceId !== 'string' ||
      typeof pwdVersion !== 'number' ||
      typeof expiresAt !== 'number' ||
      expiresAt <= now
    )
      return null;
    return { linkId, resourceId, pwdVersion, expiresAt };
  }

  private signature(body: string): string {
    return crypto.createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
