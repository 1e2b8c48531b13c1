// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { BRAND_THEME } from '../../app/theme';

const css = readFileSync(fileURLToPath(new URL('./login.css', import.meta.url)), 'utf8');

/** The login page's colours are antd's, derived from the brand theme; this keeps them so. */
const EXPECTED: Record<string, string> = {
  '--login-primary': 'colorPrimary',
  '--login-primary-hover': 'colorPrimaryHover',
  '--login-primary-active': 'colorPrimaryActive',
  '--login-primary-bg': 'controlItemBgActive',
  '--login-error': 'colorError',
  '--login-error-hover': 'colorErrorHover',
  '--login-error-bg': 'colorErrorBg',
  '--login-error-border': 'colorErrorBorder',
  '--login-text': 'colorText',
  '--login-icon': 'colorIcon',
  '--login-border': 'colorBorder',
  '--login-outline': 'controlOutline',
  '--login-error-outline': 'colorErrorOutline',
  '--login-item-hover': 'controlItemBgHover',
};

const normalise = (value: string) => value.replace(/\s+/g, '').toLowerCase();

describe('the login stylesheet', () => {
  it('uses the colours antd derives from the brand theme', () => {
    const tokens = theme.getDesignToken(BRAND_THEME) as unknown as Record<string, string>;
    const declared = Object.fromEntries(
      [...css.matchAll(/(--login-[a-z-]+):\s*([^;]+);/g)].map((m) => [m[1]!, normalise(m[2]!)]),
    );
    for (const [property, token] of Object.entries(EXPECTED)) {
      expect({ property, value: declared[property] }).toEqual({
        property,
        value: normalise(tokens[token]!),
      });
    }
  });
});
