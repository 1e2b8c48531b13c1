import { useEffect, useState } from 'react';

export interface LazyModule<K, T> {
  /** Loads once per key; a failed load is forgotten so the next call tries again. */
  load: (key: K) => Promise<T>;
  /** The module when it has already arrived (drawn at once, without a spinner). */
  peek: (key: K) => T | undefined;
}

/** A cache of dynamically imported modules, by key. */
export function lazyModule<K, T>(importer: (key: K) => Promise<T>): LazyModule<K, T> {
  const pending = new Map<K, Promise<T>>();
  const done = new Map<K, T>();
  return {
    load(key) {
      let found = pending.get(key);
      if (!found) {
        found = importer(key).then((module) => {
          done.set(key, module);
          return module;
        });
        found.catch(() => pending.delete(key));
        pending.set(key, found);
      }
      return found;
    },
    peek: (key) => done.get(key),
  };
}

/**
 * The module for `key`, or undefined while it loads. A load failure is thrown during render so
 * the chart's error boundary shows it. (State and an effect rather than Suspense + `use`: a
 * cached module draws synchronously, and no render waits on a promise React did not create.)
 */
export function useLazyModule<K, T>(lazy: LazyModule<K, T>, key: K): T | undefined {
  const [arrived, setArrived] = useState<{ key: K; module: T } | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  const ready = lazy.peek(key);
  useEffect(() => {
    if (ready !== undefined) return;
    let live = true;
    lazy.load(key).then(
      (module) => live && setArrived({ key, module }),
      (error: unknown) =>
        live && setFailure(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      live = false;
    };
  }, [lazy, key, ready]);
  if (failure) throw failure;
  return ready ?? (arrived && arrived.key === key ? arrived.module : undefined);
}
