import type { ResultStore, StoredKey } from './store.js';

export interface MemoryStoreLimits {
  /** Most entries held. */
  maxEntries: number;
  /** Most bytes held, counted as the UTF-8 length of the stored JSON (an approximation). */
  maxBytes: number;
}

interface Entry {
  datasetId: string;
  json: string;
  bytes: number;
  expiresAt: number;
}

/**
 * The in-process store: a least-recently-used map bounded by entry count and by bytes, with a
 * time to live per entry. A Map keeps insertion order, so re-inserting on every read keeps the
 * least recently used entry first, where eviction takes it from.
 */
export class MemoryStore implements ResultStore {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly limits: MemoryStoreLimits,
    /** Injected so tests move time without sleeping. */
    private readonly now: () => number = Date.now,
  ) {}

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  async get(key: StoredKey): Promise<string | null> {
    const entry = this.entries.get(key.digest);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.remove(key.digest, entry);
      return null;
    }
    this.entries.delete(key.digest);
    this.entries.set(key.digest, entry);
    return entry.json;
  }

  async set(key: StoredKey, json: string, ttlMs: number): Promise<void> {
    const old = this.entries.get(key.digest);
    if (old) this.remove(key.digest, old);
    const bytes = Buffer.byteLength(json, 'utf8');
    // One result larger than the whole budget would only flush everything else: keep it out.
    if (bytes > this.limits.maxBytes || this.limits.maxEntries < 1 || ttlMs <= 0) return;
    this.entries.set(key.digest, {
      datasetId: key.datasetId,
      json,
      bytes,
      expiresAt: this.now() + ttlMs,
    });
    this.bytes += bytes;
    for (const [digest, entry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.remove(digest, entry);
    }
  }

  async deleteDataset(datasetId: string): Promise<void> {
    // A walk over at most maxEntries, on the rare dataset change: no per-dataset index to keep.
    for (const [digest, entry] of this.entries)
      if (entry.datasetId === datasetId) this.remove(digest, entry);
  }

  async close(): Promise<void> {
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(digest: string, entry: Entry): void {
    this.entries.delete(digest);
    this.bytes -= entry.bytes;
  }
}
