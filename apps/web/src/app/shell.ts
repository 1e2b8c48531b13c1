import { lazy, type ComponentType } from 'react';
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

export const Shell = lazy(preloadShell);
