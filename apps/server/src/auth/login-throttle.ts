import type { Db } from '../db/database.js';

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

  /** Counts one failure against each key; locks those that reach the limit. */
  async recordFailure(keys: string[], now = Date.now()): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
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
    });
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('key', '=', key).execute();
  }
}

export const userKey = (username: string) => `user:${username.toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;
