import type { Language } from './language.js';

/**
 * One term per concept in every interface language (issue 19): the same thing is never 视图 in
 * one menu and 图表 on its buttons. Tests run every UI text — the web app's i18n files, the
 * shared validation messages and the server's messages — through `glossaryProblems`.
 *
 * Each entry names the preferred term and the variants that must not stand for the concept.
 * `allowed` lists phrases where a forbidden variant means something else (a database "view"
 * in "table or view"); they are cut out of a text before it is checked. `exceptKeys` names texts
 * that are another concept's own name (the gauge chart type is 仪表盘, not a dashboard).
 */
export interface GlossaryEntry {
  concept: string;
  preferred: Record<Language, string>;
  forbidden: Record<Language, readonly (string | RegExp)[]>;
  allowed?: Partial<Record<Language, readonly string[]>>;
  exceptKeys?: readonly RegExp[];
  /** Checked only in these texts (the gauge's own names). */
  onlyKeys?: readonly RegExp[];
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    concept: 'chart',
    preferred: { 'zh-CN': '图表', 'zh-TW': '圖表', en: 'chart' },
    forbidden: { 'zh-CN': ['视图'], 'zh-TW': ['視圖'], en: [/\bviews?\b/i] },
    // A database view, and the verb.
    allowed: {
      'zh-CN': ['表或视图'],
      'zh-TW': ['資料表或檢視'],
      en: ['table or view', 'to view', 'may view'],
    },
  },
  {
    // 檢視 is zh-TW's verb "view"; as a chart's name it is the same mistake as 視圖.
    concept: 'chart',
    preferred: { 'zh-CN': '图表', 'zh-TW': '圖表', en: 'chart' },
    forbidden: { 'zh-CN': ['查看'], 'zh-TW': ['檢視'], en: [] },
    onlyKeys: [/chart/i],
  },
  {
    concept: 'dashboard',
    preferred: { 'zh-CN': '仪表板', 'zh-TW': '儀表板', en: 'dashboard' },
    forbidden: {
      'zh-CN': ['仪表盘', '看板', '大屏'],
      'zh-TW': ['儀表盤', '看板'],
      en: [/\bpanels?\b/i],
    },
    allowed: { en: ['side panel'] },
    exceptKeys: [/gauge/i],
  },
  {
    // The chart type: never called by the dashboard's name.
    concept: 'gauge chart',
    preferred: { 'zh-CN': '仪表盘', 'zh-TW': '儀表盤', en: 'gauge' },
    forbidden: { 'zh-CN': ['仪表板'], 'zh-TW': ['儀表板'], en: [/\bdashboard\b/i] },
    onlyKeys: [/gauge/i],
  },
  {
    concept: 'dataset',
    preferred: { 'zh-CN': '数据集', 'zh-TW': '資料集', en: 'dataset' },
    forbidden: { 'zh-CN': ['数据表集'], 'zh-TW': ['數據集', '数据集'], en: [/\bdata sets?\b/i] },
  },
  {
    concept: 'data source',
    preferred: { 'zh-CN': '数据源', 'zh-TW': '資料來源', en: 'data source' },
    forbidden: {
      'zh-CN': ['数据来源'],
      'zh-TW': ['資料源', '數據源', '数据源'],
      en: [/\bdatasources?\b/i],
    },
  },
  {
    concept: 'field',
    preferred: { 'zh-CN': '字段', 'zh-TW': '欄位', en: 'field' },
    forbidden: { 'zh-CN': ['栏位'], 'zh-TW': ['字段'], en: [] },
  },
  {
    concept: 'filter',
    preferred: { 'zh-CN': '过滤', 'zh-TW': '過濾', en: 'filter' },
    forbidden: { 'zh-CN': ['筛选'], 'zh-TW': ['篩選', '筛选'], en: [] },
  },
  {
    concept: 'filter widget',
    preferred: { 'zh-CN': '过滤组件', 'zh-TW': '過濾元件', en: 'filter widget' },
    forbidden: {
      'zh-CN': ['过滤控件', '过滤器组件'],
      'zh-TW': ['過濾控制項', '過濾器元件'],
      en: [/\bfilter (component|control)s?\b/i],
    },
  },
  {
    concept: 'component',
    preferred: { 'zh-CN': '组件', 'zh-TW': '元件', en: 'component' },
    forbidden: { 'zh-CN': ['控件'], 'zh-TW': ['組件', '控制項'], en: [] },
  },
  {
    concept: 'folder',
    preferred: { 'zh-CN': '文件夹', 'zh-TW': '資料夾', en: 'folder' },
    forbidden: { 'zh-CN': [], 'zh-TW': ['文件夾', '檔案夾'], en: [] },
  },
];

export interface GlossaryProblem {
  key: string;
  text: string;
  concept: string;
  found: string;
  preferred: string;
}

const cut = (text: string, phrases: readonly string[] = []) =>
  phrases.reduce((rest, phrase) => rest.split(phrase).join(' '), text);

/** Every text (by key) that names a concept with a forbidden variant, in `language`. */
export function glossaryProblems(
  texts: Readonly<Record<string, string>>,
  language: Language,
): GlossaryProblem[] {
  const problems: GlossaryProblem[] = [];
  for (const [key, text] of Object.entries(texts)) {
    for (const entry of GLOSSARY) {
      if (entry.exceptKeys?.some((pattern) => pattern.test(key))) continue;
      if (entry.onlyKeys && !entry.onlyKeys.some((pattern) => pattern.test(key))) continue;
      const checked = cut(text, entry.allowed?.[language]);
      for (const variant of entry.forbidden[language]) {
        const found =
          typeof variant === 'string'
            ? checked.includes(variant) && variant
            : checked.match(variant)?.[0];
        if (found) {
          problems.push({
            key,
            text,
            concept: entry.concept,
            found,
            preferred: entry.preferred[language],
          });
        }
      }
    }
  }
  return problems;
}
