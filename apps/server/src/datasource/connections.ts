import type { Driver, Introspector, SqlDialect } from '@tessera/engine';
import { Gate, type GateLimits } from '../concurrency/gate.js';

/** An open data source: its dialect, its driver (one bounded pool) and an introspector. */
export interface OpenedSource {
  dialect: SqlDialect;
  driver: Driver;
  introspector: Introspector;
}

/** What the manager needs to know about a stored source. */
export interface SourceKey {
  id: string;
  /** Changes whenever the stored configuration does (the row's update time). */
  version: number;
}

interface Entry {
  version: number;
  gate: Gate;
  opening: Promise<OpenedSource> | null;
  retired: boolean;
}

/** A driver stuck closing (a connect that never answers) does not hold up shutdown longer. */
const CLOSE_DEADLINE_MS = 2_000;

/**
 * One engine driver per data source id (DESIGN §6): opened on first use, replaced when the
 * source changes, closed when it is deleted and when the app closes. Calls pass the source's
 * gate, so each source has its own bounded concurrency and queue (SECURITY E3).
 */
export class ConnectionManager {
  private readonly entries = new Map<string, Entry>();
  private readonly closing = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly open: (key: SourceKey) => Promise<OpenedSource>,
    /** A source's gate limits, read when its entry is made (again after each change). */
    private readonly limitsFor: (key: SourceKey) => GateLimits,
  ) {}

  /**
   * Runs `fn` with the source's driver once its gate admits the call. `bypassGate` is for the
   * status check, which opens its own short-lived connection and must not queue behind a flood.
   */
  async use<T>(
    key: SourceKey,
    fn: (source: OpenedSource) => Promise<T>,
    options: { signal?: AbortSignal | undefined; bypassGate?: boolean } = {},
  ): Promise<T> {
    const entry = this.entryFor(key);
    const release = options.bypassGate ? () => undefined : await entry.gate.enter(options.signal);
    try {
      return await fn(await this.source(key, entry));
    } finally {
      release();
      // A call that outlived its entry's eviction closes what it may have reopened.
      if (entry.retired && entry.gate.idle) this.track(this.closeEntry(entry));
    }
  }

  /** Takes a slot of the source's gate without opening it; call the result to give it back. */
  admit(key: SourceKey, signal?: AbortSignal): Promise<() => void> {
    return this.entryFor(key).gate.enter(signal);
  }

  /** Calls running and waiting on a source, for tests and diagnostics. */
  stats(id: string): { active: number; queued: number; open: boolean } {
    const entry = this.entries.get(id);
    return entry
      ? { ...entry.gate.stats, open: entry.opening !== null }
      : { active: 0, queued: 0, open: false };
  }

  /** Drops a source's driver: after an update or a delete. Running calls finish first. */
  evict(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    this.retire(entry);
  }

  async closeAll(): Promise<void> {
    this.closed = true;
    for (const [id, entry] of this.entries) {
      this.entries.delete(id);
      entry.retired = true;
      this.track(this.closeEntry(entry));
    }
    await Promise.all([...this.closing]);
  }

  private entryFor(key: SourceKey): Entry {
    if (this.closed) throw new Error('The connection manager is closed');
    const current = this.entries.get(key.id);
    if (current && current.version === key.version) return current;
    if (current) this.evict(key.id);
    const entry: Entry = {
      version: key.version,
      opening: null,
      retired: false,
      gate: new Gate(this.limitsFor(key), () => {
        if (entry.retired) this.track(this.closeEntry(entry));
      }),
    };
    this.entries.set(key.id, entry);
    return entry;
  }

  private source(key: SourceKey, entry: Entry): Promise<OpenedSource> {
    if (!entry.opening) {
      const opening = this.open(key);
      entry.opening = opening;
      // A failed open (host unresolvable, policy refused) is retried by the next call.
      opening.catch(() => {
        if (entry.opening === opening) entry.opening = null;
      });
    }
    return entry.opening;
  }

  private retire(entry: Entry): void {
    entry.retired = true;
    if (entry.gate.idle) this.track(this.closeEntry(entry));
  }

  private async closeEntry(entry: Entry): Promise<void> {
    const opening = entry.opening;
    entry.opening = null;
    if (!opening) return;
    let timer: NodeJS.Timeout | undefined;
    try {
      const source = await opening;
      await Promise.race([
        source.driver.close(),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, CLOSE_DEADLINE_MS);
        }),
      ]);
    } catch {
      // Never opened, or closing failed: nothing left to release.
    } finally {
      clearTimeout(timer);
    }
  }

  private track(promise: Promise<void>): void {
    this.closing.add(promise);
    void promise.finally(() => this.closing.delete(promise));
  }
}
