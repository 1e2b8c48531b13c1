// `npm run bench -- dashboard-pdf`: the 20-chart dashboard of `npm run bench -- dashboard`
// (1600 × 1540, 4 across and 5 down, over the 1M-row demo) exported from its preview in Debian
// Chromium (issue 23 part 5): seconds from the click on a format in the Export menu until the
// browser has the file, for PDF on one page, PDF a page per screen, and PNG. Every chart has
// drawn before the first click, so the figure is the export's own work: waiting for nothing,
// drawing the DOM to a canvas, composing, saving. The first export of a page also loads the
// export code and its libraries; it is shown apart. Median of BENCH_EXPORT_RUNS (default 3).
// Needs the built web app (`npm run build`). Last line: `pdf_s: N` (the one-page PDF).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { launchChromium, signedInContext } from './browser.js';
import { median, startBenchServer } from './chart-server.js';
import { drawnProbe, makeDashboard } from './dashboard.js';

const CHARTS = 20;
const RUNS = Math.max(1, Number(process.env.BENCH_EXPORT_RUNS ?? 3));
const WEB_DIR = resolve(import.meta.dirname, '../apps/web/dist');
const FORMATS = ['pdf-page', 'pdf-screens', 'png'] as const;
type Format = (typeof FORMATS)[number];

/** The export's step marks (exportTask.ts) in the page: each step's name and start, ms. */
type Steps = [string, number][];

/** Seconds from each step to the next, as "charts 0.01 · drawing 1.20 · …". */
function stepTimes(steps: Steps): string {
  return steps
    .slice(0, -1)
    .map(([step, at], i) => `${step} ${((steps[i + 1]![1] - at) / 1000).toFixed(2)}`)
    .join(' · ');
}

/** One export from the click on its menu entry to the file in hand: seconds, and the file. */
async function timeExport(page: Page, format: Format, saveDir: string) {
  await page.getByTestId('dashboard-export').click();
  const entry = page.getByTestId(`dashboard-export-${format}`);
  await entry.waitFor({ state: 'visible' });
  await page.evaluate(() => performance.clearMarks());
  const started = performance.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 300_000 }),
    entry.click(),
  ]);
  const seconds = (performance.now() - started) / 1000;
  const path = join(saveDir, `${format}-${Date.now()}`);
  await download.saveAs(path);
  const bytes = readFileSync(path);
  const pages = (bytes.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;
  await page.waitForFunction(() => performance.getEntriesByName('dashboard-export:end').length);
  const steps: Steps = await page.evaluate(() =>
    performance
      .getEntriesByType('mark')
      .filter((m) => m.name.startsWith('dashboard-export:'))
      .map((m) => [m.name.slice('dashboard-export:'.length), m.startTime]),
  );
  // Let the "saved" card go: the next click finds the menu, not a card over it.
  await page.getByTestId('dashboard-export-progress').waitFor({ state: 'detached' });
  return { seconds, bytes: bytes.length, pages, steps: stepTimes(steps) };
}

export async function runDashboardPdfBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-export-bench-'));
  const saveDir = mkdtempSync(join(tmpdir(), 'tessera-export-files-'));
  const browser = await launchChromium();
  const server = await startBenchServer({ TESSERA_WEB_DIR: WEB_DIR }, { dataDir });
  try {
    const panelId = await makeDashboard(server);
    const context = await signedInContext(browser, server.base, server.token);
    const page = await context.newPage();
    await page.addInitScript(drawnProbe(CHARTS));
    await page.goto(`${server.base}/#/preview/${panelId}`);
    await page.waitForFunction(() => (globalThis as { __drawnAt?: number }).__drawnAt, undefined, {
      timeout: 300_000,
    });
    const size = await page
      .getByTestId('panel-canvas')
      .evaluate((canvas) => `${canvas.clientWidth} × ${canvas.clientHeight}`);

    const first = await timeExport(page, 'pdf-page', saveDir);
    const figures = new Map<Format, Awaited<ReturnType<typeof timeExport>>[]>();
    for (const format of FORMATS) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await timeExport(page, format, saveDir));
      figures.set(format, runs);
    }
    await context.close();

    const s = (n: number) => n.toFixed(2);
    const mib = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MiB`;
    console.log(`dashboard: ${CHARTS} charts, ${size} CSS px in a 1600 × 1000 window`);
    console.log(
      `first export of the page (loads the export code and jsPDF): ${s(first.seconds)} s (${first.steps})`,
    );
    for (const [format, runs] of figures) {
      const last = runs.at(-1)!;
      const pages = format === 'png' ? '' : `, ${last.pages} page(s)`;
      console.log(
        `${format.padEnd(12)} ${runs.map((r) => s(r.seconds)).join(', ')} s (${mib(last.bytes)}${pages})`,
      );
      console.log(`  last run by step, s: ${last.steps}`);
    }
    const secondsOf = (format: Format) => median(figures.get(format)!.map((r) => r.seconds));
    console.log(`png_s: ${s(secondsOf('png'))}`);
    console.log(`pdf_screens_s: ${s(secondsOf('pdf-screens'))}`);
    console.log(`pdf_s: ${s(secondsOf('pdf-page'))}`);
  } finally {
    await server.close();
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(saveDir, { recursive: true, force: true });
  }
}
