import type { Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

/**
 * Failed sign-in counters per user and per IP (SECURITY A5), kept in the metadata store so a
 * restart does not reset them. `maxFailures` failures within the lock window lock the key.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly maxFailures: number,
    private readonly lockMs: number,
  ) {}

  /** The latest `locked_until` among the keys that are locked now, else null. */
  async lockedUntil(keys: string[], now = Date.now()): Promise<number | null> {
    const rows = await this.db
      .selectFrom('login_failures')
      .select('locked_until')
      .where('key', 'in', keys)
      .where('locked_until', '>', now)
      .execute();
    const times = rows.map((r) => r.locked_until ?? 0);
    return times.length ? Math.max(...times) : null;
  }

  /**
   * Checks the locks and counts one attempt against each key in a single transaction: false
   * while a key is locked. Counting before the password is checked means a burst of concurrent
   * guesses cannot all pass the check before the first failure is recorded; `forgive` takes the
   * count back when the password was right.
   */
  async begin(keys: string[], now = Date.now()): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const locked = await trx
        .selectFrom('login_failures')
        .select('key')
        .where('key', 'in', keys)
        .where('locked_until', '>', now)
        .executeTakeFirst();
      if (locked) return false;
      await this.count(trx, keys, now);
      return true;
    });
  }

  /**
   * Takes back the attempt `begin` counted, and any lock it set: `begin` never counts past the
   * limit, so one fewer is always below it.
   */
  async forgive(keys: string[]): Promise<void> {
    await this.db
      .updateTable('login_failures')
      .set((eb) => ({ failures: eb('failures', '-', 1), locked_until: null }))
      .where('key', 'in', keys)
      .where('failures', '>', 0)
      .execute();
  }

  /** Counts one failure against each key; locks those that reach the limit. */
  async recordFailure(keys: string[], now = Date.now()): Promise<void> {
    await this.db.transaction().execute((trx) => this.count(trx, keys, now));
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

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('key', '=', key).execute();
  }
}

export const userKey = (username: string) => `user:${username.toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;
