import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import { lazyModule } from '../charts/lazyModule';

export interface Preloadable<P extends object> {
  (props: P): ReactElement;
  /** Starts the chunk (the entry does, for the first route's page: app/routePreload.ts). */
  preload(): Promise<unknown>;
}

/**
 * A component in a chunk of its own (a route's page, a filter widget's control, an editor pane)
 * that draws at once when its chunk has already arrived.
 * React.lazy suspends on its first render even then, and React holds back revealing suspended
 * content for up to 300 ms after a fallback showed (its fallback throttle): measured, the
 * dashboard's document call started that much later. Before the chunk arrives it is lazy as
 * usual: the caller puts a Suspense around it.
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  const module = lazyModule((_key: 'chunk') => load());
  const Lazy = lazy(() => module.load('chunk'));
  const Component = (props: P) => {
    const ready = module.peek('chunk');
    return ready ? createElement(ready.default, props) : createElement(Lazy, props);
  };
  return Object.assign(Component, { preload: () => module.load('chunk') });
}

/** preloadable() for a module's named export: `preloadableNamed(() => import('./X'), 'X')`. */
export function preloadableNamed<M, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): Preloadable<M[K] extends ComponentType<infer P> ? P & object : never> {
  return preloadable(() =>
    load().then((module) => ({ default: module[name] as ComponentType<never> })),
  ) as never;
}
