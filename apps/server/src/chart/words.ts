import type { Language } from '@tessera/contracts';

/** The label of the row top N folds the rest into, in each interface language. */
export const OTHERS_LABEL: Record<Language, string> = {
  'zh-CN': '其他',
  'zh-TW': '其他',
  en: 'Others',
};

/** The first cell of a table's summary row (the web's `charts.total`). */
export const TOTAL_LABEL: Record<Language, string> = {
  'zh-CN': '合计',
  'zh-TW': '合計',
  en: 'Total',
};

/**
 * The last row of an export cut at the row cap (SECURITY E2): the rows the file holds, of how
 * many (unknown when the source grew while the export ran).
 */
export const EXPORT_CUT_NOTE: Record<Language, (shown: string, total?: string) => string> = {
  'zh-CN': (shown, total) =>
    `数据${total ? `共 ${total} 行，` : ''}超出导出上限，仅导出前 ${shown} 行。`,
  'zh-TW': (shown, total) =>
    `資料${total ? `共 ${total} 列，` : ''}超出匯出上限，僅匯出前 ${shown} 列。`,
  en: (shown, total) =>
    `The data has ${total ? `${total} rows, ` : ''}more than an export holds: only the first ${shown} rows are here.`,
};
