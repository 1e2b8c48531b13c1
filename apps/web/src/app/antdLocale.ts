import { useEffect, useState } from 'react';
import type { Locale } from 'antd/es/locale';
import type { Language } from '@tessera/contracts';

/** antd's locale once dayjs' locale of the same language is registered too: antd's date
 * pickers take their weekday and month names from dayjs (its English ones built in). */
const withDayjs = (
  antd: Promise<{ default: Locale }>,
  dayjsLocale: Promise<unknown>,
): Promise<{ default: Locale }> => Promise.all([antd, dayjsLocale]).then(([module]) => module);

/** antd's own texts (date pickers, pagination, empty states) per interface language, loaded
 * when that language is first used: one locale in the download, not three. */
const LOADERS: Record<Language, () => Promise<{ default: Locale }>> = {
  'zh-CN': () => withDayjs(import('antd/locale/zh_CN'), import('dayjs/locale/zh-cn')),
  'zh-TW': () => withDayjs(import('antd/locale/zh_TW'), import('dayjs/locale/zh-tw')),
  en: () => import('antd/locale/en_US'),
};

const loaded = new Map<Language, Locale>();

export async function loadAntdLocale(language: Language): Promise<Locale> {
  const known = loaded.get(language);
  if (known) return known;
  const locale = (await LOADERS[language]()).default;
  loaded.set(language, locale);
  return locale;
}

/** The antd locale of the language; the previous one stays on screen while the next loads. */
export function useAntdLocale(language: Language): Locale | undefined {
  const [locale, setLocale] = useState(() => loaded.get(language));
  useEffect(() => {
    let live = true;
    void loadAntdLocale(language).then((next) => live && setLocale(next));
    return () => {
      live = false;
    };
  }, [language]);
  return loaded.get(language) ?? locale;
}
