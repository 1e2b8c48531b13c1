import { isExternalLink } from '@tessera/contracts';

export type AntdSize = 'small' | 'middle' | 'large';

/**
 * SPEC §9 keeps the UI size in the `size` cookie with 'small' as the default. The values follow
 * the original's size names (medium, small, mini); antd's middle matches their small.
 */
export function antdSizeFromCookie(value: string | undefined): AntdSize {
  if (value === 'medium' || value === 'large') return 'large';
  if (value === 'mini') return 'small';
  return 'middle';
}

export const DEFAULT_DOCS_URL = '/docs/index.html';

/** The docs link: the configured URL when it is a web link or a local path, else our help page. */
export function docsHref(configured: string | null | undefined, language?: string): string {
  // The bundled help page opens at the reader's language's section.
  const bundled = language ? `${DEFAULT_DOCS_URL}#${language}` : DEFAULT_DOCS_URL;
  if (!configured) return bundled;
  if (/^https?:/i.test(configured) && isExternalLink(configured)) return configured;
  if (configured.startsWith('/') && !configured.startsWith('//') && !configured.includes('\\'))
    return configured;
  return bundled;
}

/** SPEC §2 and §9: under 992 px the layout switches to mobile mode. */
export const isMobileWidth = (width: number, breakpoint: number) => width < breakpoint;
