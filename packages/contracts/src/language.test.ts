import { describe, expect, it } from 'vitest';
import { languageFromAcceptHeader, matchLanguage } from './language.js';
import { VALIDATION_MESSAGES } from './validation-messages.js';

describe('language matching', () => {
  it('maps traditional Chinese regions and scripts to zh-TW', () => {
    for (const tag of ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant', 'zh-Hant-TW', 'zh_TW']) {
      expect(matchLanguage(tag)).toBe('zh-TW');
    }
  });
  it('maps other Chinese tags to zh-CN, English to en, others to nothing', () => {
    expect(matchLanguage('zh')).toBe('zh-CN');
    expect(matchLanguage('zh-Hans-CN')).toBe('zh-CN');
    expect(matchLanguage('en-GB')).toBe('en');
    expect(matchLanguage('fr-FR')).toBeNull();
    expect(matchLanguage('')).toBeNull();
  });
  it('honours Accept-Language weights and skips unsupported languages', () => {
    expect(languageFromAcceptHeader('fr-FR,fr;q=0.9,en;q=0.8,zh-TW;q=0.7')).toBe('en');
    expect(languageFromAcceptHeader('en;q=0.5, zh-HK;q=0.9')).toBe('zh-TW');
    expect(languageFromAcceptHeader('de')).toBeNull();
    expect(languageFromAcceptHeader(undefined)).toBeNull();
  });
});

describe('validation messages', () => {
  it('have identical keys and no empty text in all three languages', () => {
    const keys = Object.keys(VALIDATION_MESSAGES.en).sort();
    for (const language of ['zh-CN', 'zh-TW'] as const) {
      expect(Object.keys(VALIDATION_MESSAGES[language]).sort()).toEqual(keys);
    }
    for (const table of Object.values(VALIDATION_MESSAGES)) {
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });
});
