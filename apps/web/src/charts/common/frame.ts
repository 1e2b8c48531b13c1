import type { CSSProperties } from 'react';
import type { CustomStyle } from '@tessera/contracts';
import { withAlpha } from './color';

/**
 * The chart's title line per customStyle.text (SPEC §9: font 18). The title is drawn by React
 * for every type, so it is always text (SECURITY C7) and looks the same on tables and charts.
 */
export function titleCss(style: CustomStyle): CSSProperties {
  const { text } = style;
  return {
    fontSize: text.fontSize,
    color: text.color,
    textAlign: text.hPosition,
    fontStyle: text.isItalic ? 'italic' : 'normal',
    fontWeight: text.isBolder ? 700 : 400,
    lineHeight: 1.4,
    margin: 0,
    padding: '4px 8px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  };
}

/** The chart's box per customStyle.background (colour at its alpha, rounded corners). */
export function backgroundCss(style: CustomStyle): CSSProperties {
  const { background } = style;
  return {
    background: withAlpha(background.color, background.alpha),
    borderRadius: background.borderRadius,
  };
}

/** Height the title line takes, so the plot gets the rest. */
export const titleHeight = (style: CustomStyle): number =>
  style.text.show ? Math.round(style.text.fontSize * 1.4) + 8 : 0;
