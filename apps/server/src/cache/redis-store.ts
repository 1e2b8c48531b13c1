import { Redis } from 'ioredis';
import type { ResultStore, StoredKey } from './store.js';

export const DEFAULT_REDIS_PREFIX = 'tessera:result:';

/** How long a cache call may take before the query runs without it. */
const COMMAND_TIMEOUT_MS = 1_000;
const SCAN_BATCH = 500;

/** A key segment that cannot contain ':' (so one dataset's prefix never covers another's). */
const segment = (text: string) => encodeURIComponent(text);
/** Redis MATCH treats * ? [ ] \ as pattern syntax: escape them to match them literally. */
const literal = (text: string) => text.replace(/[*?[\]\\]/g, '\\$&');

/**
 * Results shared by every replica through Redis: JSON text under
 * `<prefix><datasetId>:<version>:<digest>` with a PX time to live. Dataset ids and versions are
 * URI-encoded in the name; the SQL and the permission context appear only inside the digest.
 *
 * The client never queues commands while disconnected and gives each one a short timeout, so
 * with Redis gone a call fails fast and the cache above runs the query instead.
 */
export class RedisStore implements ResultStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string = DEFAULT_REDIS_PREFIX,
    onError: (error: unknown) => void = () => undefined,
  ) {
    this.redis = new Redis(url, {
      connectTimeout: COMMAND_TIMEOUT_MS,
      commandTimeout: COMMAND_TIMEOUT_MS,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // Keep trying in the background, at most every 2 s: the cache comes back on its own.
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    });
    // Connection errors surface here as well as on the commands; without a listener they throw.
    this.redis.on('error', onError);
    this.firstAttempt = new Promise<void>((resolve) => {
      for (const event of ['ready', 'close', 'end']) this.redis.once(event, () => resolve());
    });
  }

  /** Settles once the first connection attempt is over, up or refused. */
  private readonly firstAttempt: Promise<void>;

  /**
   * The client: before its first connection it waits a moment for it (a server that just started
   * would otherwise skip the cache on its first calls); after that, a lost connection fails at
   * once (no offline queue) and the query runs without the cache.
   */
  private async client(): Promise<Redis> {
    const { status } = this.redis;
    if (status === 'connecting' || status === 'connect' || status === 'wait') {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        this.firstAttempt,
        new Promise((resolve) => (timer = setTimeout(resolve, COMMAND_TIMEOUT_MS))),
      ]).finally(() => clearTimeout(timer));
    }
    return this.redis;
  }

  private name(key: StoredKey): string {
    return `${this.prefix}${segment(key.datasetId)}:${segment(key.version)}:${key.digest}`;
  }

  async get(key: StoredKey): Promise<string | null> {
    return (await this.client()).get(this.name(key));
  }

  async set(key: StoredKey, json: string, ttlMs: number): Promise<void> {
    await (await this.client()).set(this.name(key), json, 'PX', Math.max(1, Math.round(ttlMs)));
  }

  /**
   * SCAN with MATCH over the dataset's prefix, unlinking as it goes: no per-dataset index to keep
   * consistent with expiring keys, and it is a rare call (a dataset, its fields or its extract
   * changed).
   */
  async deleteDataset(datasetId: string): Promise<void> {
    const pattern = `${literal(`${this.prefix}${segment(datasetId)}:`)}*`;
    const redis = await this.client();
    let cursor = '0';
    do {
      const [next, names] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', SCAN_BATCH);
      if (names.length > 0) await redis.unlink(...names);
      cursor = next;
    } while (cursor !== '0');
  }

  async close(): Promise<void> {
    // quit() waits for a reply a vanished server never sends; disconnect() after a bound.
    await Promise.race([
      this.redis.quit().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, COMMAND_TIMEOUT_MS).unref()),
    ]);
    this.redis.disconnect();
  }
}
