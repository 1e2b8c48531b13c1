import { describe, expect, it } from 'vitest';
import { languageAfterUserInfo, resolveLanguage } from './resolveLanguage';

describe('resolveLanguage', () => {
  it('uses the stored choice first', () => {
    expect(resolveLanguage('en', ['zh-TW'])).toBe('en');
    expect(resolveLanguage('zh-TW', ['en-US'])).toBe('zh-TW');
  });

  it('uses the first supported browser language when nothing is stored', () => {
    expect(resolveLanguage(undefined, ['fr-FR', 'en-GB', 'zh-CN'])).toBe('en');
    expect(resolveLanguage(null, ['zh-HK'])).toBe('zh-TW');
    expect(resolveLanguage(null, ['zh'])).toBe('zh-CN');
  });

  it('ignores an unusable stored value', () => {
    expect(resolveLanguage('klingon', ['en-US'])).toBe('en');
  });

  it('falls back to simplified Chinese', () => {
    expect(resolveLanguage(undefined, [])).toBe('zh-CN');
    expect(resolveLanguage(undefined, ['de-DE', 'fr'])).toBe('zh-CN');
  });

  it('adopts the account language after userInfo only when it is set', () => {
    expect(languageAfterUserInfo('zh-CN', 'en')).toBe('en');
    expect(languageAfterUserInfo('en', null)).toBe('en');
    expect(languageAfterUserInfo('en', 'xx')).toBe('en');
  });
});
