import { describe, expect, it } from 'vitest';
import { LAYOUT } from '@tessera/contracts';
import { antdSizeFromCookie, docsHref, isMobileWidth } from './uiPrefs';
import { sidebarCookieValue, sidebarOpenFromCookie } from './layout/sidebarRules';

describe('UI preferences', () => {
  it('maps the size cookie onto antd sizes, defaulting to the small UI size', () => {
    expect(antdSizeFromCookie(undefined)).toBe('middle');
    expect(antdSizeFromCookie('small')).toBe('middle');
    expect(antdSizeFromCookie('medium')).toBe('large');
    expect(antdSizeFromCookie('mini')).toBe('small');
  });

  it('links the docs to the configured URL or the bundled help page', () => {
    expect(docsHref(null)).toBe('/docs/index.html');
    expect(docsHref('https://docs.example.com/x')).toBe('https://docs.example.com/x');
    expect(docsHref('/help/')).toBe('/help/');
    expect(docsHref('javascript:alert(1)')).toBe('/docs/index.html');
    expect(docsHref('//evil.example')).toBe('/docs/index.html');
    expect(docsHref(null, 'zh-TW')).toBe('/docs/index.html#zh-TW');
    expect(docsHref('/help/', 'en')).toBe('/help/');
  });

  it('switches to mobile mode under 992 px', () => {
    expect(isMobileWidth(991, LAYOUT.mobileBreakpoint)).toBe(true);
    expect(isMobileWidth(992, LAYOUT.mobileBreakpoint)).toBe(false);
  });

  it('remembers the sidebar as open unless the cookie says closed', () => {
    expect(sidebarOpenFromCookie(undefined)).toBe(true);
    expect(sidebarOpenFromCookie('0')).toBe(false);
    expect(sidebarOpenFromCookie(sidebarCookieValue(true))).toBe(true);
  });
});
