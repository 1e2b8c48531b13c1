import { describe, expect, it, vi } from 'vitest';
import { isOpenableLink, openLink } from './openLink';

const fakeWindow = () => ({ open: vi.fn(), location: { assign: vi.fn() } });

describe('a button’s link', () => {
  it('opens http(s) in a new tab without a way back to this page', () => {
    const target = fakeWindow();
    expect(openLink('https://example.com/a', true, target)).toBe(true);
    expect(target.open).toHaveBeenCalledWith(
      'https://example.com/a',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('opens in this tab when asked, mailto and tel included', () => {
    const target = fakeWindow();
    openLink('mailto:ops@example.com', false, target);
    openLink('tel:+8613800000000', false, target);
    expect(target.location.assign.mock.calls).toEqual([
      ['mailto:ops@example.com'],
      ['tel:+8613800000000'],
    ]);
  });

  it('refuses anything else at click time, whatever the document says', () => {
    const target = fakeWindow();
    for (const link of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'file:///etc/passwd',
      'https:',
      '',
    ]) {
      expect(openLink(link, true, target)).toBe(false);
    }
    expect(isOpenableLink('http://ok.example')).toBe(true);
    expect(target.open).not.toHaveBeenCalled();
    expect(target.location.assign).not.toHaveBeenCalled();
  });
});
