// The export itself, loaded only when a viewer exports (DashboardExportButton imports it
// dynamically): the dashboard's DOM drawn to a canvas by modern-screenshot (ECharts canvases,
// text, pictures and widgets as they are on screen), then a PNG, or a PDF by jsPDF (loaded on
// its own, only for a PDF). Neither library is part of what a dashboard downloads to open.
import { domToCanvas } from 'modern-screenshot';
import { saveBlob } from '../../../lib/files/saveBlob';
import { waitForChartsDrawn } from './chartsDrawn';
import {
  captureScale,
  exportFileName,
  pdfLayout,
  type DashboardExportFormat,
  type PdfPage,
} from './exportLayout';
import type { ExportJobContext } from './exportTask';

export interface DashboardExportRequest {
  /** The element holding the dashboard (the page's body; the dashboard is found inside it). */
  root: HTMLElement;
  /** The dashboard's name: the file's name. */
  name: string;
  format: DashboardExportFormat;
}

/** The drawn dashboard inside a page's element: the canvas, or the phone layout's stack. */
export function dashboardSurface(root: HTMLElement): HTMLElement {
  return (
    root.querySelector<HTMLElement>('[data-testid="panel-canvas"], [data-testid="panel-stack"]') ??
    root
  );
}

/**
 * One screen of the dashboard, in CSS pixels: the height of the box it scrolls in (what the
 * viewer sees at once), never more than the window.
 */
export function screenHeightOf(surface: HTMLElement): number {
  const scroller = surface.closest<HTMLElement>('[data-testid="panel-view"]');
  const visible = scroller?.clientHeight || window.innerHeight;
  return Math.min(visible, window.innerHeight);
}

/** Hover tools and anything marked to stay out of pictures. */
const keepInPicture = (node: Node) =>
  !(node instanceof Element) ||
  !(node.classList.contains('canvas-chart__tools') || node.hasAttribute('data-export-skip'));

const isTransparent = (colour: string) =>
  colour === '' || colour === 'transparent' || /^rgba\(.*,\s*0\)$/.test(colour);

/**
 * The colour behind the dashboard as the viewer sees it: its own, or the first one behind it
 * (a canvas without a colour shows the page's grey); white when nothing paints one.
 */
export function backgroundBehind(element: HTMLElement): string {
  for (let at: Element | null = element; at; at = at.parentElement) {
    const colour = getComputedStyle(at).backgroundColor;
    if (!isTransparent(colour)) return colour;
  }
  return '#ffffff';
}

/** A field's placeholder colour (antd's grey), read from the dashboard's first field that has one. */
function placeholderColour(surface: HTMLElement): string | null {
  const field = surface.querySelector('input[placeholder]');
  return field ? getComputedStyle(field, '::placeholder').color || null : null;
}

/**
 * An empty field shows its placeholder in grey; the picture would draw none, or draw it black
 * like typed text (a clone keeps the field's computed style but not its ::placeholder's). The
 * clone's empty fields get the placeholder as their value, in the placeholder's colour.
 */
function showPlaceholders(clone: Node, colour: string | null): void {
  if (!colour || !(clone instanceof Element)) return;
  for (const field of clone.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
    const placeholder = field.getAttribute('placeholder');
    if (!placeholder || field.getAttribute('value')) continue;
    field.setAttribute('value', placeholder);
    field.style.setProperty('color', colour);
    field.style.setProperty('-webkit-text-fill-color', colour);
  }
}

/**
 * modern-screenshot redraws the picture once per image in it, 100 ms apart, because Safari and
 * Firefox may not have decoded the images inside an SVG at the first draw: on a 20-chart
 * dashboard that is 20 redraws and 2 s. Chromium-based browsers (the only ones with
 * navigator.userAgentData) decode them before the SVG's load event and need none.
 */
const redrawsForLateImages = () => !('userAgentData' in navigator);

function canvasBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(`the browser made no ${type}`))),
      type,
      quality,
    ),
  );
}

/** JPEG in a PDF: the bytes go in as they are (no re-encoding in script); text stays crisp. */
const PDF_JPEG_QUALITY = 0.92;

async function pageJpeg(picture: HTMLCanvasElement, page: PdfPage): Promise<Uint8Array> {
  const band = document.createElement('canvas');
  band.width = picture.width;
  band.height = page.slice.height;
  const context = band.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.drawImage(picture, 0, -page.slice.top);
  const blob = await canvasBlob(band, 'image/jpeg', PDF_JPEG_QUALITY);
  band.width = band.height = 0;
  return new Uint8Array(await blob.arrayBuffer());
}

async function composePdf(
  picture: HTMLCanvasElement,
  pages: PdfPage[],
  task: ExportJobContext,
): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const first = pages[0]!;
  const orientation = (page: PdfPage) => (page.width > page.height ? 'landscape' : 'portrait');
  const pdf = new jsPDF({
    unit: 'pt',
    format: [first.width, first.height],
    orientation: orientation(first),
    compress: true,
  });
  for (const [index, page] of pages.entries()) {
    task.report('composing', index / pages.length, { done: index, total: pages.length });
    if (index > 0) pdf.addPage([page.width, page.height], orientation(page));
    const jpeg = await pageJpeg(picture, page);
    pdf.addImage(jpeg, 'JPEG', 0, 0, page.width, page.sliceHeight, undefined, 'NONE');
    await task.checkpoint();
  }
  task.report('composing', 1, { done: pages.length, total: pages.length });
  return pdf.output('blob');
}

/**
 * Waits for every chart to draw, draws the dashboard as the viewer sees it (at least twice the
 * CSS pixels, within every browser's canvas limits), then saves it as `name`.png or .pdf.
 */
export async function runDashboardExport(
  { root, name, format }: DashboardExportRequest,
  task: ExportJobContext,
): Promise<void> {
  const surface = dashboardSurface(root);
  task.report('charts', 0);
  await waitForChartsDrawn(surface, {
    signal: task.signal,
    onState: ({ total, drawn }) =>
      task.report('charts', total ? drawn / total : 1, { done: drawn, total }),
  });

  task.report('drawing', 0);
  const box = surface.getBoundingClientRect();
  const cssWidth = Math.round(box.width);
  const cssHeight = Math.round(box.height);
  if (cssWidth === 0 || cssHeight === 0) throw new Error('the dashboard is not on screen');
  const placeholder = placeholderColour(surface);
  const picture = await domToCanvas(surface, {
    width: cssWidth,
    height: cssHeight,
    scale: captureScale(cssWidth, cssHeight, window.devicePixelRatio),
    backgroundColor: backgroundBehind(surface),
    filter: keepInPicture,
    onCloneNode: (clone) => showPlaceholders(clone, placeholder),
    features: { fixSvgXmlDecode: redrawsForLateImages() },
    progress: (current, total) => {
      if (!task.signal.aborted) task.report('drawing', total ? current / total : 0);
    },
  });
  await task.checkpoint();

  let file: Blob;
  if (format === 'png') {
    task.report('saving', 0);
    file = await canvasBlob(picture, 'image/png');
  } else {
    const pages = pdfLayout({
      format,
      imageWidth: picture.width,
      imageHeight: picture.height,
      cssWidth,
      cssHeight,
      screenHeight: screenHeightOf(surface),
    });
    file = await composePdf(picture, pages, task);
    task.report('saving', 0);
  }
  picture.width = picture.height = 0;
  task.report('saving', 1);
  saveBlob(file, exportFileName(name, format));
}
