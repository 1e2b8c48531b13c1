import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import {
  ADMIN,
  chartsDrawn,
  collectConsoleErrors,
  screenshotPath,
  signIn,
  switchLanguage,
} from './helpers';
import { DEMO_NAMES } from './demoNames';

// Issue 23 part 5: a dashboard exported as PNG and as PDF (one page, or a page per screen
// height), drawn in the browser from what the viewer sees — charts, text and filter widgets —
// in a background task with a progress card that can be cancelled. Each file is opened and
// checked: the PNG's size and that it is not blank, the PDF's pages and their size; then on a
// phone (390 px, the stacked layout) in Chinese. Own server, small demo table.
test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 20_000 });

const DASHBOARD = DEMO_NAMES.en.analysis;
/** The picture is drawn at twice the CSS pixels on a 1× screen (exportLayout.ts). */
const SCALE = 2;

/** Signs in and opens the demo analysis dashboard's preview, every chart drawn. */
async function openPreview(page: Page): Promise<string> {
  await page.goto('/#/login');
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page.getByTestId('panel-name')).toHaveText(DEMO_NAMES.en.overview, {
    timeout: 60_000,
  });
  await page.getByTestId(`panel-node-${DASHBOARD}`).click();
  await expect(page.getByTestId('panel-name')).toHaveText(DASHBOARD);
  await page.getByTestId('panel-preview').click();
  await expect(page.getByTestId('panel-preview-page')).toBeVisible();
  await chartsDrawn(page, 4);
  return page.url();
}

/** Picks a format from the Export menu and waits for the file. */
async function exportAs(page: Page, format: 'png' | 'pdf-page' | 'pdf-screens') {
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByTestId('dashboard-export').click();
  // Dispatched, not clicked: the export starts drawing at once, and a click's wait for the
  // page to settle afterwards can outlast its timeout on a loaded machine.
  await page.getByTestId(`dashboard-export-${format}`).dispatchEvent('click');
  return download;
}

async function bytesOf(download: Download): Promise<Buffer> {
  return readFileSync(await download.path());
}

/** The dashboard's box on screen (CSS px) and one screen of it (the scrolling view's height). */
async function measure(page: Page) {
  const box = (await page.getByTestId('panel-canvas').boundingBox())!;
  const screen = await page.getByTestId('panel-view').evaluate((view) => view.clientHeight);
  return { width: Math.round(box.width), height: Math.round(box.height), screen };
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8).toString('hex'), 'a PNG signature').toBe('89504e470d0a1a0a');
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * The PNG decoded by the browser: how many distinct colours (in steps of 8 per channel) a grid
 * of samples finds, and the share of samples that are not the page's white or grey.
 */
async function pngColours(page: Page, png: Buffer) {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const colours = new Set<number>();
    let samples = 0;
    let inked = 0;
    for (let i = 0; i < data.length; i += 4 * 53) {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      colours.add(((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3));
      samples += 1;
      if (Math.max(r, g, b) - Math.min(r, g, b) > 40 || Math.max(r, g, b) < 200) inked += 1;
    }
    return { colours: colours.size, inked: inked / samples };
  }, png.toString('base64'));
}

/** The pages of a PDF as jsPDF writes them: each page object's MediaBox, in points. */
function pdfPages(pdf: Buffer) {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const pages = text.match(/\/Type\s*\/Page\b(?!s)/g) ?? [];
  const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*([\d.\s-]+)\]/g)].map((m) =>
    m[1]!.trim().split(/\s+/).map(Number),
  );
  const images = text.match(/\/Subtype\s*\/Image/g) ?? [];
  return { count: pages.length, boxes, images: images.length };
}

/** Pages a picture `height` px tall makes at `slice` px a page (a rounding pixel makes none). */
const pagesFor = (height: number, slice: number) =>
  slice >= height - 1 ? 1 : Math.ceil((height - 1) / slice);

test('a dashboard exported as PNG and as PDF, drawn as seen, each file opened and checked', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = collectConsoleErrors(page);
  await openPreview(page);
  const seen = await measure(page);

  await test.step('PNG: the dashboard at twice its on-screen size, charts drawn in it', async () => {
    const download = await exportAs(page, 'png');
    // "Saved" shows for a few seconds from the download on: checked before reading the file.
    await expect(page.getByTestId('dashboard-export-done')).toBeVisible();
    expect(download.suggestedFilename()).toBe(`${DASHBOARD}.png`);
    const png = await bytesOf(download);
    // The file itself beside the journey's screenshots, to look at.
    await download.saveAs(screenshotPath('dashboard-export-file'));
    expect(pngSize(png)).toEqual({
      width: Math.floor(seen.width * SCALE),
      height: Math.floor(seen.height * SCALE),
    });
    const { colours, inked } = await pngColours(page, png);
    // A blank or single-colour picture has a handful; charts, text and widgets have hundreds.
    expect(colours).toBeGreaterThan(100);
    expect(inked).toBeGreaterThan(0.05);
  });

  await test.step('PDF, one page: the whole dashboard on a page of its shape', async () => {
    const download = await exportAs(page, 'pdf-page');
    expect(download.suggestedFilename()).toBe(`${DASHBOARD}.pdf`);
    const pdf = await bytesOf(download);
    expect(pdf.length).toBeGreaterThan(20_000);
    expect(pdf.length).toBeLessThan(20_000_000);
    const { count, boxes, images } = pdfPages(pdf);
    expect(count).toBe(1);
    expect(images).toBe(1);
    // 1 CSS px = 0.75 pt (exportLayout.ts).
    const [x0, y0, width, height] = boxes[0]!;
    expect([x0, y0]).toEqual([0, 0]);
    expect(width).toBeCloseTo(seen.width * 0.75, 0);
    expect(height).toBeCloseTo(seen.height * 0.75, 0);
  });

  await test.step('PDF, a page per screen: a shorter window makes more pages', async () => {
    await page.setViewportSize({ width: 1366, height: 480 });
    await chartsDrawn(page, 4);
    const small = await measure(page);
    const expected = pagesFor(Math.floor(small.height * SCALE), Math.round(small.screen * SCALE));
    expect(expected, 'the dashboard is taller than a screen here').toBeGreaterThanOrEqual(2);

    const download = await exportAs(page, 'pdf-screens');
    const pdf = await bytesOf(download);
    await download.saveAs(test.info().outputPath('screens.pdf'));
    const { count, boxes, images } = pdfPages(pdf);
    expect(count).toBe(expected);
    expect(images).toBe(expected);
    expect(pdf.length).toBeGreaterThan(20_000);
    // Every page one screen tall and the dashboard's width.
    for (const [, , width, height] of boxes) {
      expect(width).toBeCloseTo(small.width * 0.75, 0);
      expect(height).toBeCloseTo(small.screen * 0.75, 0);
    }
    await page.setViewportSize({ width: 1366, height: 800 });
  });

  expect(errors).toEqual([]);
});

test('the export waits for every chart, shows its progress, and can be cancelled', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const preview = await openPreview(page);

  // Chart answers held back: the export has to wait for the charts, and says so.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/chart/view/getData/**', async (route) => {
    await held;
    await route.continue();
  });
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await page.goto('about:blank');
  await page.goto(preview);
  await expect(page.getByTestId('panel-canvas')).toBeVisible();

  await page.getByTestId('dashboard-export').click();
  await page.getByTestId('dashboard-export-pdf-page').dispatchEvent('click');
  const progress = page.getByTestId('dashboard-export-progress');
  await expect(progress).toBeVisible();
  const step = page.getByTestId('dashboard-export-step');
  await expect(step).toHaveAttribute('data-step', 'charts');
  await expect(step).toContainText('Waiting for the charts to draw');
  await expect(step).toContainText(/0 \/ \d+/);
  await page.mouse.move(1, 790);
  await page.screenshot({ path: screenshotPath('dashboard-export-progress') });

  // Cancel: the card goes and no file comes.
  await page.getByTestId('dashboard-export-cancel').click();
  await expect(progress).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(downloads).toBe(0);

  // Again, the answers still held: it waits for them, then draws every chart.
  const download = exportAs(page, 'png');
  await expect(step).toHaveAttribute('data-step', 'charts');
  await page.waitForTimeout(500);
  await expect(step).toHaveAttribute('data-step', 'charts');
  release();
  const png = await bytesOf(await download);
  await expect(page.getByTestId('dashboard-export-done')).toBeVisible();
  await page.screenshot({ path: screenshotPath('dashboard-export-done') });
  expect(downloads).toBe(1);
  expect((await download).suggestedFilename()).toBe(`${DASHBOARD}.png`);
  await chartsDrawn(page, 4);
  expect((await pngColours(page, png)).colours).toBeGreaterThan(100);
  expect(errors).toEqual([]);
});

test('on a phone, in Chinese: the stacked dashboard exported as PNG, the card in zh-CN', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const names = DEMO_NAMES['zh-CN'];
  await page.goto('/#/login');
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page.getByTestId('topbar')).toBeVisible({ timeout: 60_000 });
  await switchLanguage(page, 'zh-CN');
  await page.getByTestId(`panel-node-${names.analysis}`).click();
  await expect(page.getByTestId('panel-name')).toHaveText(names.analysis);
  await page.getByTestId('panel-preview').click();
  await page.setViewportSize({ width: 390, height: 844 });
  const stack = page.getByTestId('panel-stack');
  await expect(stack).toBeVisible();
  await chartsDrawn(page, 4);
  await expect(page.getByTestId('dashboard-export')).toHaveText(/导出/);

  const box = (await stack.boundingBox())!;
  const download = await exportAs(page, 'png');
  await expect(page.getByTestId('dashboard-export-done')).toContainText(
    `${names.analysis}.png 已保存到下载目录`,
  );
  await page.screenshot({ path: screenshotPath('dashboard-export-390-zh-CN') });
  expect(download.suggestedFilename()).toBe(`${names.analysis}.png`);
  const png = await bytesOf(download);
  expect(pngSize(png)).toEqual({
    width: Math.floor(Math.round(box.width) * SCALE),
    height: Math.floor(Math.round(box.height) * SCALE),
  });
  expect((await pngColours(page, png)).colours).toBeGreaterThan(100);
  expect(errors).toEqual([]);
});
