// The sizes of a dashboard export: how sharp the picture is drawn, and how it is cut into PDF
// pages. Pure numbers, no DOM: the runner (runDashboardExport.ts) measures and draws.

import type { DashboardExportFormat } from '@tessera/contracts';

/** What the viewer asked for: one picture, one PDF page, or a PDF page per screen height. */
export type { DashboardExportFormat };

/**
 * The largest canvas every browser we serve will draw: iOS Safari refuses one over 16,777,216
 * pixels (and draws it blank instead of failing), the others allow more; no side over 16,384.
 */
export const MAX_CANVAS_SIDE = 16_384;
export const MAX_CANVAS_AREA = 16_777_216;

/**
 * Device pixels per CSS pixel of the picture: the screen's own density, but at least 2 (a
 * picture drawn at 1× looks blurred once printed or zoomed) and at most 3; lowered until the
 * canvas fits the limits above. A zero-sized box gets 1 (nothing to draw; the caller refuses).
 */
export function captureScale(cssWidth: number, cssHeight: number, devicePixelRatio = 1): number {
  if (!(cssWidth > 0) || !(cssHeight > 0)) return 1;
  const wanted = Math.min(3, Math.max(2, devicePixelRatio || 1));
  const bySide = MAX_CANVAS_SIDE / Math.max(cssWidth, cssHeight);
  const byArea = Math.sqrt(MAX_CANVAS_AREA / (cssWidth * cssHeight));
  // Two decimals, rounded down: the library floors width × scale, so this never rounds past.
  return Math.floor(Math.min(wanted, bySide, byArea) * 100) / 100;
}

/** A band of the picture, in its pixels: where a PDF page starts and how tall it is. */
export interface PageSlice {
  top: number;
  height: number;
}

/**
 * The picture cut into bands of `sliceHeight` pixels, top to bottom; the last band holds what
 * is left. A remainder of a pixel or less is rounding (a screen height × scale that is not a
 * whole number), not a page of its own: it joins the band above.
 */
export function pageSlices(imageHeight: number, sliceHeight: number): PageSlice[] {
  if (!(imageHeight > 0)) return [];
  if (!(sliceHeight > 0) || sliceHeight >= imageHeight - 1) {
    return [{ top: 0, height: imageHeight }];
  }
  const slices: PageSlice[] = [];
  for (let top = 0; top < imageHeight; top += sliceHeight) {
    const left = imageHeight - top;
    if (left <= sliceHeight + 1) {
      slices.push({ top, height: left });
      break;
    }
    slices.push({ top, height: sliceHeight });
  }
  return slices;
}

/** PDF user space: 72 points an inch; CSS: 96 pixels an inch. */
export const POINTS_PER_CSS_PIXEL = 0.75;
/** The largest page side PDF readers open (Acrobat's limit: 200 inches). */
export const MAX_PDF_PAGE_POINTS = 14_400;

/** One PDF page: its size in points, and the band of the picture drawn at its top. */
export interface PdfPage {
  width: number;
  height: number;
  slice: PageSlice;
  /** The band's height on the page, in points (the page's own height but on the last page). */
  sliceHeight: number;
}

export interface PdfLayoutInput {
  format: 'pdf-page' | 'pdf-screens';
  /** The picture, in its pixels. */
  imageWidth: number;
  imageHeight: number;
  /** The dashboard as the viewer sees it, in CSS pixels (the picture is this × its scale). */
  cssWidth: number;
  cssHeight: number;
  /** One screen of the dashboard, in CSS pixels (the height the viewer sees at once). */
  screenHeight: number;
}

/**
 * The PDF's pages. The page is the dashboard's own shape at its on-screen size (1 CSS px =
 * 0.75 pt, no margins), shrunk to fit a reader's page limit when it is larger:
 * - 'pdf-page': the whole picture on one page;
 * - 'pdf-screens': every page one screen tall, each holding the next band of the picture at
 *   its top; the last band may be shorter and leaves the rest of its page blank, so every page
 *   has the same size and prints alike.
 */
export function pdfLayout(input: PdfLayoutInput): PdfPage[] {
  const { imageWidth, imageHeight, cssWidth, cssHeight } = input;
  if (!(imageWidth > 0) || !(imageHeight > 0) || !(cssWidth > 0) || !(cssHeight > 0)) return [];
  const pixelsPerCss = imageHeight / cssHeight;
  const screen =
    input.format === 'pdf-screens' && input.screenHeight > 0
      ? Math.min(input.screenHeight, cssHeight)
      : cssHeight;
  const fit = Math.min(
    1,
    MAX_PDF_PAGE_POINTS / (cssWidth * POINTS_PER_CSS_PIXEL),
    MAX_PDF_PAGE_POINTS / (screen * POINTS_PER_CSS_PIXEL),
  );
  const pointsPerCss = POINTS_PER_CSS_PIXEL * fit;
  const width = cssWidth * pointsPerCss;
  const height = screen * pointsPerCss;
  const slices = pageSlices(imageHeight, Math.round(screen * pixelsPerCss));
  return slices.map((slice) => ({
    width,
    height,
    slice,
    // The last band's share of a page; a band merged with its rounding pixel stays in the page.
    sliceHeight: Math.min(height, (slice.height / pixelsPerCss) * pointsPerCss),
  }));
}

/** Characters no file system takes in a name, and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;

/** The dashboard's name as a file name with the format's extension ("Sales: 2026" → "Sales_ 2026.pdf"). */
export function exportFileName(dashboardName: string, format: DashboardExportFormat): string {
  const base = dashboardName.replace(UNSAFE_IN_FILE_NAMES, '_').trim().replace(/^\.+/, '');
  const extension = format === 'png' ? 'png' : 'pdf';
  return `${base.slice(0, 180) || 'dashboard'}.${extension}`;
}
