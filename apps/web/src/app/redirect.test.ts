import { describe, expect, it } from 'vitest';
import { sanitizeRedirect } from './redirect';

describe('sanitizeRedirect', () => {
  it('keeps an internal hash path with its query', () => {
    expect(sanitizeRedirect('/person-info/index')).toBe('/person-info/index');
    expect(sanitizeRedirect('/about/index?x=1')).toBe('/about/index?x=1');
    expect(sanitizeRedirect(encodeURIComponent('/about/index'))).toBe('/about/index');
    expect(sanitizeRedirect('#/about/index')).toBe('/about/index');
  });

  it('falls back to the dashboards page when there is no target', () => {
    expect(sanitizeRedirect(undefined)).toBe('/panel/index');
    expect(sanitizeRedirect('')).toBe('/panel/index');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'http://evil.example',
    'https:evil',
    'javascript:alert(1)',
    '/javascript:alert(1)',
    'evil.example/path',
    '%2F%2Fevil.example',
    '/%0d%0aevil',
    '%E0%A4%A',
    '/login',
    '/login?redirect=/x',
  ])('refuses %s and falls back', (target) => {
    expect(sanitizeRedirect(target)).toBe('/panel/index');
  });
});
