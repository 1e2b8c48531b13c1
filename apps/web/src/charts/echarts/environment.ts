/**
 * DESIGN §8: ECharts' canvas renderer crashes under jsdom, so tests draw SVG; browsers draw on
 * canvas, and only they are shipped the canvas renderer alone (the SVG one loads under jsdom).
 */
export const underJsdom = typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent);
