import { createElement, type ComponentType, type ReactNode } from 'react';
import { lazyModule, useLazyModule } from '../charts/lazyModule';
import { currentLanguage, i18n, initialLanguage } from '../i18n';
import { loadAntdLocale } from './antdLocale';

let loading: Promise<{ default: ComponentType }> | null = null;

/**
 * Starts loading the signed-in shell (antd, the router, the pages' registry) with the antd locale
 * of the current language, once. The entry calls it at once when the first route is not the
 * login page; the login page calls it when the user signs in.
 */
export function preloadShell(): Promise<{ default: ComponentType }> {
  // The entry may call this before i18n is set up: the language it is about to choose, then.
  const language = i18n.isInitialized ? currentLanguage() : initialLanguage();
  loading ??= Promise.all([import('./App'), loadAntdLocale(language)]).then(
    ([module]) => ({ default: module.App }),
    (error: unknown) => {
      loading = null; // a failed download may be tried again
      throw error;
    },
  );
  return loading;
}

const shellModule = lazyModule((_key: 'shell') => preloadShell());

/**
 * The signed-in shell once its chunk has arrived, `fallback` until then. State and an effect
 * (useLazyModule), not React.lazy and Suspense: React holds back revealing suspended content for
 * up to 300 ms after a fallback showed, and the shell's first effects (the session's load, then
 * the dashboard's calls) waited that long. A failed download is thrown to the error boundary.
 */
export function Shell({ fallback }: { fallback: ReactNode }) {
  const loaded = useLazyModule(shellModule, 'shell');
  return loaded ? createElement(loaded.default) : fallback;
}
