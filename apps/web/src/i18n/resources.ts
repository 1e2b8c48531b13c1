import { LANGUAGES, type Language } from '@tessera/contracts';
import { type MessageTree } from './messages';
import en from './texts/en';
import zhCN from './texts/zh-CN';
import zhTW from './texts/zh-TW';

export { unflatten, type MessageTree } from './messages';

/**
 * Every language's texts at once, for the checks that compare them (key sets, the glossary).
 * The app itself loads only the language it shows (index.ts, texts/*.ts).
 */
const ALL: Record<Language, MessageTree> = { en, 'zh-CN': zhCN, 'zh-TW': zhTW };

export const messagesFor = (language: Language): MessageTree => ALL[language];

const FEATURE_FILES = import.meta.glob<MessageTree>('./*/*.json', {
  eager: true,
  import: 'default',
});

/**
 * The feature files (a folder per large feature, each holding its own top-level keys), by
 * language: features grow their texts without touching one shared file.
 */
export const FEATURE_TEXTS: Record<Language, MessageTree>[] = [
  ...new Set(Object.keys(FEATURE_FILES).map((file) => file.split('/')[1]!)),
].map(
  (folder) =>
    Object.fromEntries(
      LANGUAGES.map((language) => [language, FEATURE_FILES[`./${folder}/${language}.json`]]),
    ) as Record<Language, MessageTree>,
);

/** Every key path of a tree, dotted, sorted: the i18n key-set test compares these. */
export function keyPaths(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree)
    .flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value, `${prefix}${key}.`),
    )
    .sort();
}
