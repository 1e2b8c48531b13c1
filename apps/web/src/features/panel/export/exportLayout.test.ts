import { describe, expect, it } from 'vitest';
import {
  MAX_CANVAS_AREA,
  MAX_CANVAS_SIDE,
  MAX_PDF_PAGE_POINTS,
  captureScale,
  exportFileName,
  pageSlices,
  pdfLayout,
} from './exportLayout';

describe('captureScale', () => {
  it('draws at least twice the CSS pixels, the screen density up to 3', () => {
    expect(captureScale(1366, 800, 1)).toBe(2);
    expect(captureScale(1366, 800, 2.5)).toBe(2.5);
    expect(captureScale(390, 2000, 3)).toBe(3);
    expect(captureScale(390, 2000, 4)).toBe(3);
  });

  it('stays within the canvas area every browser draws', () => {
    // A 20-chart dashboard at 1600 × 1540: 2× is 9.9 Mpx, under the limit.
    expect(captureScale(1600, 1540, 1)).toBe(2);
    // A long one: 1920 × 6000 at 2× would be 46 Mpx.
    const scale = captureScale(1920, 6000, 1);
    expect(scale).toBeLessThan(2);
    expect(Math.floor(1920 * scale) * Math.floor(6000 * scale)).toBeLessThanOrEqual(
      MAX_CANVAS_AREA,
    );
  });

  it('keeps the longest side within the limit', () => {
    const scale = captureScale(400, 20_000, 2);
    expect(Math.floor(20_000 * scale)).toBeLessThanOrEqual(MAX_CANVAS_SIDE);
  });

  it('gives 1 for a box with no size', () => {
    expect(captureScale(0, 800, 2)).toBe(1);
    expect(captureScale(800, Number.NaN, 2)).toBe(1);
  });
});

describe('pageSlices', () => {
  it('cuts the picture into screen-tall bands, the rest on the last', () => {
    expect(pageSlices(2500, 1000)).toEqual([
      { top: 0, height: 1000 },
      { top: 1000, height: 1000 },
      { top: 2000, height: 500 },
    ]);
  });

  it('makes no page of a rounding pixel', () => {
    expect(pageSlices(2001, 1000)).toEqual([
      { top: 0, height: 1000 },
      { top: 1000, height: 1001 },
    ]);
    expect(pageSlices(1001, 1000)).toEqual([{ top: 0, height: 1001 }]);
  });

  it('gives one band for a picture shorter than a screen, none for an empty one', () => {
    expect(pageSlices(600, 1000)).toEqual([{ top: 0, height: 600 }]);
    expect(pageSlices(600, 0)).toEqual([{ top: 0, height: 600 }]);
    expect(pageSlices(0, 1000)).toEqual([]);
  });

  it('covers every row exactly once', () => {
    const slices = pageSlices(7777, 640);
    expect(slices.reduce((sum, s) => sum + s.height, 0)).toBe(7777);
    slices.forEach(
      (s, i) => i > 0 && expect(s.top).toBe(slices[i - 1]!.top + slices[i - 1]!.height),
    );
  });
});

describe('pdfLayout', () => {
  const dashboard = {
    imageWidth: 3200,
    imageHeight: 3080,
    cssWidth: 1600,
    cssHeight: 1540,
    screenHeight: 700,
  };

  it('puts the whole dashboard on one page of its own shape (1 CSS px = 0.75 pt)', () => {
    const pages = pdfLayout({ ...dashboard, format: 'pdf-page' });
    expect(pages).toEqual([
      {
        width: 1200,
        height: 1155,
        slice: { top: 0, height: 3080 },
        sliceHeight: 1155,
      },
    ]);
  });

  it('gives a page per screen height, all alike, the last band at its page top', () => {
    const pages = pdfLayout({ ...dashboard, format: 'pdf-screens' });
    expect(pages).toHaveLength(3);
    expect(pages.map((p) => [p.width, p.height])).toEqual([
      [1200, 525],
      [1200, 525],
      [1200, 525],
    ]);
    expect(pages.map((p) => p.slice)).toEqual([
      { top: 0, height: 1400 },
      { top: 1400, height: 1400 },
      { top: 2800, height: 280 },
    ]);
    expect(pages.map((p) => p.sliceHeight)).toEqual([525, 525, 105]);
  });

  it('gives one page when the dashboard is no taller than a screen', () => {
    const pages = pdfLayout({ ...dashboard, format: 'pdf-screens', screenHeight: 2000 });
    expect(pages).toHaveLength(1);
    expect(pages[0]!.height).toBe(1155);
  });

  it('shrinks a page past a reader’s size limit, keeping its shape', () => {
    const [page] = pdfLayout({
      format: 'pdf-page',
      imageWidth: 1000,
      imageHeight: 20_000,
      cssWidth: 1000,
      cssHeight: 40_000,
      screenHeight: 800,
    });
    expect(page!.height).toBe(MAX_PDF_PAGE_POINTS);
    expect(page!.width / page!.height).toBeCloseTo(1000 / 40_000);
  });

  it('has no pages for an empty picture', () => {
    expect(pdfLayout({ ...dashboard, imageHeight: 0, format: 'pdf-page' })).toEqual([]);
  });
});

describe('exportFileName', () => {
  it('is the dashboard name with the format’s extension', () => {
    expect(exportFileName('Sales overview', 'png')).toBe('Sales overview.png');
    expect(exportFileName('销售概览', 'pdf-page')).toBe('销售概览.pdf');
    expect(exportFileName('Sales', 'pdf-screens')).toBe('Sales.pdf');
  });

  it('replaces what a file system refuses, and never leaves the name empty', () => {
    expect(exportFileName('Q1/Q2: "north" <> south?', 'png')).toBe('Q1_Q2_ _north_ _ south_.png');
    expect(exportFileName('../../etc', 'pdf-page')).toBe('_.._etc.pdf');
    expect(exportFileName('  ', 'png')).toBe('dashboard.png');
    expect(exportFileName('a\u0000b', 'png')).toBe('a_b.png');
  });
});
