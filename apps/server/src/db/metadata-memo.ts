import type { Db } from './database.js';
import { generationsOf, type WriteGenerations } from './generations-registry.js';

/** Which writes make an entry stale: a list of tables, or every table but a list. */
export type MemoDependency = { tables: readonly string[] } | { allTablesBut: readonly string[] };

/**
 * Metadata read once and held until a table it depends on is written (issue 22 part 2): the
 * hot paths (a cached chart answer, every request's session and roles) read the store only
 * after a change. Values are frozen: every caller shares one copy and must not change it.
 * Over a store whose writes are not counted (a bare Kysely in a test) nothing is remembered.
 */
export class MetadataMemo<V> {
  private readonly entries = new Map<string, { stamp: number; value: V }>();
  private readonly generations: WriteGenerations | undefined;
  private readonly capacity: number;

  constructor(
    db: Db,
    private readonly dependency: MemoDependency,
    options: {
      /** Most entries kept; the oldest goes first. */
      capacity?: number;
      /** Off: every get loads (a caller whose inputs are not all metadata). */
      enabled?: boolean;
    } = {},
  ) {
    this.generations = options.enabled === false ? undefined : generationsOf(db);
    this.capacity = options.capacity ?? 2_000;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.generations) return load();
    const stamp = this.stampNow(this.generations);
    const held = this.entries.get(key);
    if (held && held.stamp === stamp) return held.value;
    // Stamped before reading: a write that lands while this reads leaves the entry stale.
    const value = deepFreeze(await load());
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { stamp, value });
    return value;
  }

  private stampNow(generations: WriteGenerations): number {
    return 'tables' in this.dependency
      ? generations.stampOf(this.dependency.tables)
      : generations.stampExcept(this.dependency.allTablesBut);
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (ArrayBuffer.isView(value)) return value; // typed arrays cannot be frozen
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  if (value instanceof Map)
    for (const [key, inner] of value) {
      deepFreeze(key);
      deepFreeze(inner);
    }
  if (value instanceof Set) for (const item of value) deepFreeze(item);
  return value;
}
