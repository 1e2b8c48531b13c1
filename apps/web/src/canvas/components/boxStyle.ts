import type { CSSProperties } from 'react';
import type { ComponentStyle } from '@tessera/contracts';

/**
 * SPEC §3 component style → CSS. Every value here was checked by the contract (numbers bounded,
 * colours plain colour values), and React style objects set one property each, so no document
 * can smuggle CSS (SECURITY C7).
 */

/** Where the component sits: absolute canvas pixels, rotation and opacity. */
export function placeCss(style: ComponentStyle): CSSProperties {
  return {
    position: 'absolute',
    left: style.left,
    top: style.top,
    width: style.width,
    height: style.height,
    transform: style.rotate ? `rotate(${style.rotate}deg)` : undefined,
    opacity: style.opacity === 1 ? undefined : style.opacity,
  };
}

/** The same place at a zoom (x and y may differ: a fixed preview scale stretches). */
export function scaledPlaceCss(
  style: ComponentStyle,
  scale: { x: number; y: number },
): CSSProperties {
  return {
    ...placeCss(style),
    left: style.left * scale.x,
    top: style.top * scale.y,
    width: style.width * scale.x,
    height: style.height * scale.y,
  };
}

/** The look inside the box: text and box properties the user set, nothing else. */
export function boxCss(style: ComponentStyle): CSSProperties {
  const css: CSSProperties = {
    boxSizing: 'border-box',
    width: '100%',
    height: '100%',
    fontSize: style.fontSize,
    fontWeight: style.fontWeight,
    lineHeight: style.lineHeight === undefined ? undefined : `${style.lineHeight}px`,
    letterSpacing: style.letterSpacing,
    textAlign: style.textAlign,
    color: style.color,
    backgroundColor: style.backgroundColor,
    borderRadius: style.borderRadius,
  };
  if (style.borderWidth) {
    css.borderWidth = style.borderWidth;
    css.borderStyle = style.borderStyle ?? 'solid';
    css.borderColor = style.borderColor ?? 'currentColor';
  }
  return css;
}
