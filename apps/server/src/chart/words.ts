import type { Language } from '@tessera/contracts';

/** The label of the row top N folds the rest into, in each interface language. */
export const OTHERS_LABEL: Record<Language, string> = {
  'zh-CN': '其他',
  'zh-TW': '其他',
  en: 'Others',
};
