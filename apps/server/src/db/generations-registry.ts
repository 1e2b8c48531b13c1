import type { WriteGenerations } from './write-generations.js';

export type { WriteGenerations };

/** The write counters of each metadata store this process opened (openSqliteStore). */
const registry = new WeakMap<object, WriteGenerations>();

export function registerGenerations(db: object, generations: WriteGenerations): void {
  registry.set(db, generations);
}

/** The store's write counters; undefined for a store whose writes are not counted. */
export function generationsOf(db: object): WriteGenerations | undefined {
  return registry.get(db);
}
