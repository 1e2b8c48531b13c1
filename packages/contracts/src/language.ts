import { z } from 'zod';

/** The three interface languages (SPEC §1). The first is the fallback. */
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
export const languageSchema = z.enum(LANGUAGES);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Maps a browser or Accept-Language tag onto one of our languages: zh-TW, zh-HK, zh-MO and
 * zh-Hant read traditional; any other zh reads simplified; en-* reads English.
 */
export function matchLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const lower = tag.trim().toLowerCase().replace('_', '-');
  if (lower.startsWith('zh')) {
    return /^(zh-(tw|hk|mo)|zh-hant)/.test(lower) ? 'zh-TW' : 'zh-CN';
  }
  if (lower.startsWith('en')) return 'en';
  return null;
}

/** Picks the first supported language of an Accept-Language header, honouring q-weights. */
export function languageFromAcceptHeader(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const match = matchLanguage(entry.tag);
    if (match) return match;
  }
  return null;
}
