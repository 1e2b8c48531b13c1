import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import Cookies from 'js-cookie';
import { COOKIES, LANGUAGES, LAYOUT, type Language } from '@tessera/contracts';
import type { MessageTree } from './messages';
import { resolveLanguage } from './resolveLanguage';

export const i18n = i18next.createInstance();

export function initialLanguage(): Language {
  const browser =
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return resolveLanguage(Cookies.get(COOKIES.language), browser);
}

/** Each language's texts in a chunk of its own: a browser downloads the one it shows. */
const TEXTS: Record<Language, () => Promise<{ default: MessageTree }>> = {
  en: () => import('./texts/en'),
  'zh-CN': () => import('./texts/zh-CN'),
  'zh-TW': () => import('./texts/zh-TW'),
};

/**
 * Where i18next gets a language's texts: at start, and on a switch before the switch shows
 * (changeLanguage waits for it), so no screen ever draws with keys in place of texts.
 */
const textsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = TEXTS[language as Language] as (typeof TEXTS)[Language] | undefined;
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export async function initI18n(language: Language = initialLanguage()): Promise<void> {
  await i18n
    .use(textsBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LANGUAGES],
      // The three languages hold the same keys (i18n/resources.test.ts): nothing falls back, and
      // no second language is downloaded for it.
      fallbackLng: false,
      load: 'currentOnly',
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
    });
  document.documentElement.lang = language;
}

export const currentLanguage = (): Language => (i18n.language as Language | undefined) ?? 'zh-CN';

/** Remembers the choice in the `language` cookie (SPEC §9) and switches the interface. */
export async function applyLanguage(language: Language): Promise<void> {
  Cookies.set(COOKIES.language, language, { expires: LAYOUT.themeCookieDays, sameSite: 'lax' });
  document.documentElement.lang = language;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
