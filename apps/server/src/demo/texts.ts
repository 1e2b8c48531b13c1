import { LANGUAGES, type Language } from '@tessera/contracts';

/** One object's name in each interface language. */
export type DemoNames = Readonly<Record<Language, string>>;

/** The demo warehouse (stored as 'Demo warehouse', datasource/builtin.ts). */
export const DEMO_WAREHOUSE_NAMES: DemoNames = {
  en: 'Demo warehouse',
  'zh-CN': '示例数据仓库',
  'zh-TW': '範例資料倉儲',
};

/** The "Demo" folders of datasets, charts and dashboards (stored as 'Demo'). */
export const DEMO_FOLDER_NAMES: DemoNames = { en: 'Demo', 'zh-CN': '示例', 'zh-TW': '範例' };

/** The demo dataset (stored as 'Demo sales', dataset/demo.ts). */
export const DEMO_DATASET_NAMES: DemoNames = {
  en: 'Demo sales',
  'zh-CN': '示例销售',
  'zh-TW': '範例銷售',
};

/** { en: { a: 'A' }, 'zh-CN': { a: '甲' } … } → { a: { en: 'A', 'zh-CN': '甲' … } }. */
export function byKey<K extends string>(table: Record<Language, Record<K, string>>) {
  const keys = Object.keys(table.en) as K[];
  return new Map(
    keys.map((key) => [
      key,
      Object.fromEntries(
        LANGUAGES.map((language) => [language, table[language][key]]),
      ) as DemoNames,
    ]),
  );
}

/** The names among `candidates` one of whose languages is `stored`: the object is unrenamed. */
export const namesMatching = (
  stored: string,
  candidates: Iterable<DemoNames>,
): DemoNames | undefined =>
  [...candidates].find((names) => LANGUAGES.some((language) => names[language] === stored));
