import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import Cookies from 'js-cookie';
import { COOKIES, LAYOUT, type Language } from '@tessera/contracts';
import { RESOURCES } from './resources';
import { resolveLanguage } from './resolveLanguage';

export const i18n = i18next.createInstance();

export function initialLanguage(): Language {
  const browser =
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return resolveLanguage(Cookies.get(COOKIES.language), browser);
}

export async function initI18n(language: Language = initialLanguage()): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: RESOURCES,
    lng: language,
    fallbackLng: 'zh-CN',
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
