import crypto from 'node:crypto';
import ipaddr from 'ipaddr.js';
import type { Transaction } from 'kysely';
import type { Gate } from '../concurrency/gate.js';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { AppError } from '../http/app-error.js';

/**
 * The one throttle every check of a secret goes through (SECURITY A5, A9): sign-in, the old
 * password when changing it, later the share-link PIN. Failures count per key (the account or
 * link, and the client address), kept in the metadata store so a restart does not reset them;
 * `maxFailures` failures within the lock window lock the key, and every check on a locked key is
 * refused with the same 429 AUTH_LOCKED before any hashing. Password hashing is slow on purpose,
 * so a gate bounds how many run at once: a flood of guesses queues or gets 503, it never
 * starves the thread pool everyone else needs.
 *
 * Counters are stored under a keyed hash of their name, never the name (SECURITY A11): a user
 * name tried at sign-in — a typo of a real one, a password typed into the wrong box — is not
 * kept in clear, for known and unknown names alike, and the store alone cannot tell which
 * names were tried. The hash is HMAC-SHA256 under a key derived for this purpose only.
 */
export class SecretThrottle {
  constructor(
    private readonly db: Db,
    private readonly maxFailures: number,
    private readonly lockMs: number,
    private readonly hashing: Gate,
    private readonly counterKey: Uint8Array,
    /** The refusal while locked: an account's sign-in, or a share link's PIN. */
    private readonly lockedCode: 'AUTH_LOCKED' | 'LINK_LOCKED' = 'AUTH_LOCKED',
  ) {}

  /** The stored names of the counters of `keys`. */
  private stored(keys: string[]): string[] {
    return keys.map((key) => storedCounterName(this.counterKey, key));
  }

  get lockMinutes(): number {
    return Math.round(this.lockMs / 60_000);
  }

  /**
   * Runs `verify` (a password or PIN comparison) under the throttle: refused with 429 while any
   * key is locked; a false answer counts as a failure against every key; a true one does not.
   */
  async check(names: string[], verify: () => Promise<boolean>): Promise<boolean> {
    const keys = this.stored(names);
    // A locked key is refused before it waits for a hashing slot.
    if (await this.isLocked(keys)) throw this.locked();
    const release = await this.hashing.enter();
    try {
      // The attempt is counted before the secret is checked, atomically with the lock check,
      // so concurrent guesses cannot outrun the limit (A5).
      if (!(await this.begin(keys))) throw this.locked();
      const valid = await verify();
      if (valid) await this.forgive(keys);
      return valid;
    } finally {
      release();
    }
  }

  locked(): AppError {
    return new AppError(429, this.lockedCode, undefined, { minutes: this.lockMinutes });
  }

  /** Whether any of the keys is locked now (read through `executor`, a transaction or not). */
  private async isLocked(
    keys: string[],
    now = Date.now(),
    executor: Db | Transaction<Database> = this.db,
  ): Promise<boolean> {
    const row = await executor
      .selectFrom('login_failures')
      .select('key')
      .where('key', 'in', keys)
      .where('locked_until', '>', now)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Checks the locks and counts one attempt against each key in a single transaction: false
   * while a key is locked. Counting before the password is checked means a burst of concurrent
   * guesses cannot all pass the check before the first failure is recorded; `forgive` takes the
   * count back when the password was right.
   */
  private async begin(keys: string[], now = Date.now()): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      if (await this.isLocked(keys, now, trx)) return false;
      await this.count(trx, keys, now);
      return true;
    });
  }

  /**
   * Takes back the attempt `begin` counted, and any lock it set: `begin` never counts past the
   * limit, so one fewer is always below it.
   */
  private async forgive(keys: string[]): Promise<void> {
    await this.db
      .updateTable('login_failures')
      .set((eb) => ({ failures: eb('failures', '-', 1), locked_until: null }))
      .where('key', 'in', keys)
      .where('failures', '>', 0)
      .execute();
  }

  private async count(trx: Transaction<Database>, keys: string[], now: number): Promise<void> {
    for (const key of keys) {
      const row = await trx
        .selectFrom('login_failures')
        .selectAll()
        .where('key', '=', key)
        .executeTakeFirst();
      const fresh = !row || now - row.window_start > this.lockMs;
      const failures = fresh ? 1 : row.failures + 1;
      const windowStart = fresh ? now : row.window_start;
      const lockedUntil = failures >= this.maxFailures ? now + this.lockMs : null;
      if (row) {
        await trx
          .updateTable('login_failures')
          .set({ failures, window_start: windowStart, locked_until: lockedUntil })
          .where('key', '=', key)
          .execute();
      } else {
        await trx
          .insertInto('login_failures')
          .values({ key, failures, window_start: windowStart, locked_until: lockedUntil })
          .execute();
      }
    }
  }

  async reset(name: string): Promise<void> {
    const [key = ''] = this.stored([name]);
    await this.db.deleteFrom('login_failures').where('key', '=', key).execute();
  }
}

/** What a counter is stored under: HMAC-SHA256 of its name (`userKey`, `ipKey`), in hex. */
export const storedCounterName = (counterKey: Uint8Array, name: string): string =>
  crypto.createHmac('sha256', counterKey).update(name, 'utf8').digest('hex');

export const userKey = (username: string) => `user:${username.toLowerCase()}`;
/**
 * The key of a client address. An IPv6 client is keyed by its /64, the block one subscriber or
 * host usually gets whole: keying the /128 would hand an attacker 2^64 fresh addresses. An
 * IPv4-mapped address counts as the IPv4 address it carries.
 */
export function ipKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return `ip:${ip}`;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return `ip:${address.toString()}`;
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `ip:${prefix.join(':')}::/64`;
}
