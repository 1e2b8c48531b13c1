import { cacheDigest, versionLabel, type CacheKeyParts } from './key.js';
import { abortReason, SharedRun } from './shared-run.js';
import type { ResultStore, StoredKey } from './store.js';
import { StoreHealth, type CacheLog } from './store-health.js';

export interface GetOrRunOptions {
  /**
   * A refresh (SPEC §3 chart refresh): skip the stored value and store the fresh one. It still
   * joins an identical run already in flight, whoever started it: that run is a live execution
   * against the source, not a stored copy, and dataset changes detach in-flight runs
   * (invalidateDataset), so joining can never hand back data from before a known change. This
   * keeps a dashboard refreshed by many viewers at once to one query per chart.
   */
  bypass?: boolean | undefined;
  /** This call's time to live for the stored result; the configured default otherwise. */
  ttlMs?: number | undefined;
  /** The caller's request: when it closes, this call stops waiting (see SharedRun). */
  signal?: AbortSignal | undefined;
  /** Optional; when given it must equal key.datasetId (the key already names the dataset). */
  datasetId?: string | undefined;
}

export interface CacheResult<T> {
  value: T;
  /** True when the value came from the store, false when a run (own or joined) produced it. */
  cached: boolean;
}

export interface CacheStats {
  /** Calls answered from the store. */
  hits: number;
  /** Calls that looked in the store and found nothing. */
  misses: number;
  /** Executions started. */
  runs: number;
  /** Calls that waited on an execution another call started. */
  joined: number;
  /** Calls that skipped the store (refresh). */
  bypassed: number;
}

/**
 * The permission-aware result cache of DESIGN §7. Values must be JSON data: every caller gets
 * its own copy parsed from the stored JSON text (also on a miss), so a value looks the same
 * whether it was cached or not, in memory or in Redis, and no caller can change another's.
 */
export interface ResultCache {
  getOrRun<T>(
    key: CacheKeyParts,
    run: (signal: AbortSignal) => Promise<T>,
    options?: GetOrRunOptions,
  ): Promise<CacheResult<T>>;
  /** Forgets the dataset's stored results and detaches its in-flight runs from the cache. */
  invalidateDataset(datasetId: string): Promise<void>;
  stats(): CacheStats;
  close(): Promise<void>;
}

interface Outcome {
  /** The value's JSON text; null when it has none (then `value` is handed out as is). */
  json: string | null;
  value: unknown;
}

export interface ResultCacheOptions {
  store: ResultStore;
  defaultTtlMs: number;
  log: CacheLog;
}

/** A ResultCache over any store; in-flight sharing always stays in this process. */
export class StoreResultCache implements ResultCache {
  private readonly inflight = new Map<string, { datasetId: string; run: SharedRun<Outcome> }>();
  private readonly counters: CacheStats = { hits: 0, misses: 0, runs: 0, joined: 0, bypassed: 0 };
  private readonly health: StoreHealth;

  constructor(private readonly options: ResultCacheOptions) {
    this.health = new StoreHealth(options.log);
  }

  async getOrRun<T>(
    parts: CacheKeyParts,
    run: (signal: AbortSignal) => Promise<T>,
    options: GetOrRunOptions = {},
  ): Promise<CacheResult<T>> {
    if (options.datasetId !== undefined && options.datasetId !== parts.datasetId)
      throw new TypeError('getOrRun: options.datasetId differs from key.datasetId');
    const { signal } = options;
    if (signal?.aborted) throw abortReason(signal);
    const digest = cacheDigest(parts);
    const key: StoredKey = { datasetId: parts.datasetId, version: versionLabel(parts), digest };

    if (options.bypass) this.counters.bypassed += 1;
    else {
      const running = this.inflight.get(digest);
      if (running) return this.wait<T>(running.run, signal, true);
      const stored = await this.read(key);
      if (stored !== undefined) {
        this.counters.hits += 1;
        return { value: stored as T, cached: true };
      }
      this.counters.misses += 1;
      if (signal?.aborted) throw abortReason(signal);
    }
    // Looked again: an identical call may have started a run while this one read the store.
    const running = this.inflight.get(digest);
    if (running) return this.wait<T>(running.run, signal, true);
    return this.wait<T>(this.start(key, run, options.ttlMs), signal, false);
  }

  async invalidateDataset(datasetId: string): Promise<void> {
    for (const [digest, entry] of this.inflight)
      if (entry.datasetId === datasetId) {
        entry.run.stale = true;
        this.inflight.delete(digest);
      }
    try {
      await this.options.store.deleteDataset(datasetId);
      this.health.ok();
    } catch (error) {
      // A dataset edit must not fail because the cache is down; entries expire by their TTL.
      this.health.failed(error);
    }
  }

  stats(): CacheStats {
    return { ...this.counters };
  }

  close(): Promise<void> {
    return this.options.store.close();
  }

  /** The stored value parsed, or undefined for a miss (including a store that fails). */
  private async read(key: StoredKey): Promise<unknown> {
    let json: string | null;
    try {
      json = await this.options.store.get(key);
      this.health.ok();
    } catch (error) {
      this.health.failed(error);
      return undefined;
    }
    if (json === null) return undefined;
    try {
      return JSON.parse(json) as unknown;
    } catch {
      return undefined; // not ours or damaged: run the query instead
    }
  }

  private start<T>(
    key: StoredKey,
    run: (signal: AbortSignal) => Promise<T>,
    ttlMs: number | undefined,
  ): SharedRun<Outcome> {
    this.counters.runs += 1;
    const detach = () => {
      if (this.inflight.get(key.digest)?.run === shared) this.inflight.delete(key.digest);
    };
    const shared: SharedRun<Outcome> = new SharedRun(async (signal) => {
      try {
        const value = await run(signal);
        const json = serialise(value);
        if (json !== null && !shared.stale && !signal.aborted)
          await this.write(key, json, ttlMs ?? this.options.defaultTtlMs);
        return { json, value };
      } finally {
        // Before any waiter resumes: a call arriving after a failure must run again.
        detach();
      }
    }, detach);
    this.inflight.set(key.digest, { datasetId: key.datasetId, run: shared });
    return shared;
  }

  private async write(key: StoredKey, json: string, ttlMs: number): Promise<void> {
    try {
      await this.options.store.set(key, json, ttlMs);
      this.health.ok();
    } catch (error) {
      this.health.failed(error);
    }
  }

  private async wait<T>(
    shared: SharedRun<Outcome>,
    signal: AbortSignal | undefined,
    joining: boolean,
  ): Promise<CacheResult<T>> {
    if (joining) this.counters.joined += 1;
    const outcome = await shared.join(signal);
    const value = outcome.json === null ? outcome.value : (JSON.parse(outcome.json) as unknown);
    return { value: value as T, cached: false };
  }
}

/** JSON text of a value, or null for one JSON cannot carry faithfully (e.g. a bigint). */
function serialise(value: unknown): string | null {
  try {
    return JSON.stringify(value) ?? null;
  } catch {
    return null;
  }
}
