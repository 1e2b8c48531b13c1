import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import { lazyModule } from '../../charts/lazyModule';

export interface PreloadablePage<P extends object> {
  (props: P): ReactElement;
  /** Starts the page's chunk (the entry does, for the first route: app/routePreload.ts). */
  preload(): Promise<unknown>;
}

/**
 * A route's page in a chunk of its own that draws at once when its chunk has already arrived.
 * React.lazy suspends on its first render even then, and React holds back revealing suspended
 * content for up to 300 ms after a fallback showed (its fallback throttle): measured, the
 * dashboard's document call started that much later. Before the chunk arrives it is lazy as
 * usual, inside the route's Suspense.
 */
export function preloadablePage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadablePage<P> {
  const module = lazyModule((_key: 'page') => load());
  const Lazy = lazy(() => module.load('page'));
  const Page = (props: P) => {
    const ready = module.peek('page');
    return ready ? createElement(ready.default, props) : createElement(Lazy, props);
  };
  return Object.assign(Page, { preload: () => module.load('page') });
}
