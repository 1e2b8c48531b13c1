import { DEFAULT_LANGUAGE, isLanguage, matchLanguage, type Language } from '@tessera/contracts';

/**
 * SPEC §1: the stored choice (cookie `language`), else the browser language, else simplified
 * Chinese. Browser tags are tried in the user's order of preference.
 */
export function resolveLanguage(
  stored: string | null | undefined,
  browserLanguages: readonly string[],
): Language {
  if (isLanguage(stored)) return stored;
  const fromStored = matchLanguage(stored);
  if (fromStored) return fromStored;
  for (const tag of browserLanguages) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

/** After userInfo arrives, a language saved on the account wins over the local guess. */
export function languageAfterUserInfo(current: Language, accountLanguage: string | null): Language {
  return isLanguage(accountLanguage) ? accountLanguage : current;
}
